import type { IslandDocs } from '../runtime/docs';
import { faqSchema } from './schema';

export const faqDocs: IslandDocs<typeof faqSchema> = {
  schema: faqSchema,
  summary:
    'Links FAQ items to the address: opening an item sets the fragment `#{id}` (e.g. `/faq#faq-3`, replacing the history entry rather than adding one), closing it removes the fragment, and opening the page with a fragment, or a later `hashchange` (a link to `#faq-3` on the page), opens that item, scrolls to it and focuses its question. An item opened before the island woke gets its fragment when it wakes. Put the hook on the element around the items; each item is a `<details id>` that is itself a [`disclosure`](#disclosure) hook (which does the opening and closing); give them one native `name` for an accordion where one item is open at a time, and `data-close-outside="false"`. Without JavaScript the items still open and close. It draws nothing, on purpose: it only keeps the address and the open item in step; each question is a `disclosure` island of its own, which adopts its `<summary>`.',
  attributes: {},
  example: `<div class="faq-list" data-island="faq">
  <details id="faq-1" name="faq" data-island="disclosure" data-close-outside="false" class="accordion">
    <summary>Ile kosztuje dostawa?</summary>
    <div class="disclosure-panel"><p>14,99 zł, od 200 zł za darmo.</p></div>
  </details>
</div>`,
  fixturePage: '/faq, /faq#faq-3',
};
