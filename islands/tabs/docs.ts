import type { IslandDocs } from '../runtime/docs';
import { tabsSchema } from './schema';

export const tabsDocs: IslandDocs<typeof tabsSchema> = {
  schema: tabsSchema,
  summary:
    'WAI-ARIA tabs for any set of panels (product tabs, checkout forms). Markup contract: the hook\'s direct children marked `data-tab-panel`, each with an `id` and either a `data-tab-label` or a heading (`h2`–`h6`; the first one anywhere in the panel, a panel header of yours included), which becomes the tab\'s text. Without JavaScript every panel is visible under its heading, so the page is complete. The island inserts a `role="tablist"` of `<button role="tab">` (id `<panel id>-tab`, `aria-controls`, `aria-selected`) before the panels, makes each panel a `role="tabpanel"` (focusable, labelled by its tab), hides all but the selected one, and hides the heading that named each tab visually only (it gets `data-sf-tab-heading`; screen readers still find it). Every node of yours stays: the panels and everything in them are the same nodes after waking. Keys: Left/Right move to the previous/next tab (wrapping), Home/End to the first/last; selection follows focus; only the selected tab is in the Tab order. The first selected panel is the one named by the URL fragment, else `data-selected`, else the first; a later `hashchange` naming a panel selects it. Each change (and the first selection) fires a bubbling `tabs:select` event on the hook with `detail.panelId`, for code that must follow (e.g. a private/company toggle). Style hooks: `.sf-tabs`, `.sf-tabs__list`, `.sf-tabs__tab`.',
  attributes: {
    label: 'The accessible name of the tab list.',
    selected: 'The `id` of the panel selected first when the URL fragment names none.',
  },
  example: `<div class="product-tabs" data-island="tabs" data-label="Informacje o produkcie">
  <section id="tab-opis" data-tab-panel aria-labelledby="tab-opis-heading">
    <h2 id="tab-opis-heading">Opis</h2><p>…</p>
  </section>
  <section id="tab-parametry" data-tab-panel aria-labelledby="tab-parametry-heading">
    <h2 id="tab-parametry-heading">Parametry</h2><table>…</table>
  </section>
</div>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los (Opis, Parametry, Opinie)',
};
