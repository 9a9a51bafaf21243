import type { IslandDocs } from '../runtime/docs';
import { disclosureSchema } from './schema';

export const disclosureDocs: IslandDocs<typeof disclosureSchema> = {
  schema: disclosureSchema,
  summary:
    'Dropdowns and accordions. The hook is a native `<details>` with a `<summary>`, so it opens and closes without JavaScript and nothing shifts when the island wakes. The island keeps every node of it (your summary, icons and panel stay yours) and adds a 500 ms slide (none under `prefers-reduced-motion`), closing on Escape (focus returns to the summary) and on a click outside. It puts no `aria-expanded` on the summary: ARIA in HTML allows none there, and the `<details>` element\'s own open state is what assistive technology reads. Give several hooks the same native `name` attribute for an accordion where only one item is open.',
  attributes: {
    closeOutside: 'Close when the shopper clicks or taps anywhere outside the hook. `"false"` keeps it open (for long accordions).',
  },
  example: `<details data-island="disclosure" class="dropdown">
  <summary>Moje konto</summary>
  <div class="disclosure-panel">
    <a href="/konto/zamowienia">Zamówienia</a>
  </div>
</details>`,
  fixturePage: '/faq (accordion), the "Moje konto" dropdown in every page header, /konto/zamowienia',
};
