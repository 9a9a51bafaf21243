import { RECENTLY_VIEWED_DAYS, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '../../shared/constants';
import type { IslandDocs } from '../runtime/docs';
import { recentlyViewedSchema } from './schema';

export const recentlyViewedDocs: IslandDocs<typeof recentlyViewedSchema> = {
  schema: recentlyViewedSchema,
  summary:
    `Recently viewed products, drawn in your own card markup. Kept in \`localStorage\` under \`${RECENTLY_VIEWED_STORAGE_KEY}\` (a JSON list of \`{id, name, url, image, at}\`: no price, so nothing shown is ever stale): at most ${RECENTLY_VIEWED_MAX}, newest first (viewing a product again moves it to the front), each for ${RECENTLY_VIEWED_DAYS} days, and only once the shopper has accepted the cookie notice (\`cookie_privacy_on=1\`; accepting on a product page notes its product at once). A prerendered page notes nothing until it is shown. Other tabs follow through the \`storage\` event, and a page the back/forward cache brings back catches up (and notes its product again). ` +
    'On a product page give the hook the product (`data-product-id`, `-name`, `-url`, `-image`): the same hook notes it and shows the others, leaving it out. ' +
    'Inside the hook: a `[data-recent-region]` the server sends **hidden** and empty (your heading, `aria-labelledby` it, and a `<ul data-recent-list>` or `<ol>`), shown by the island only while there is a product to show, so without JavaScript, or with nothing viewed, nothing is drawn. The card is your `<template>` (`data-card-template`) holding one `<li>` (its class is kept) with an `<a data-recent-link>` (gets the href), a `[data-recent-name]` holding only text (gets the name as text; it may be the link itself) and optionally an `<img data-recent-image>` (gets the src, hidden for a product without image; your `alt` stays: keep it empty when the name is beside it). Each card is a copy of the template; only that text and those attributes are filled in, nothing enters as HTML. A `button[data-recent-clear]` in the region is the clear button; without one the island adds `<button class="sf-recently-viewed__clear">` (message `recently-viewed.clear`) after the list. Clearing empties every tab\'s list, announces `recently-viewed.cleared` and puts the focus on the hook (`tabindex="-1"`), where the list was. ' +
    'Place the hook low on the page (after the main content, before the footer): it wakes when the browser is idle and appears then, which moves only what is below it. ' +
    'What is stored is the visitor\'s to tamper with: a value that is not JSON, not a list, longer than the cap, or an entry with a wrong field, a name over 200 characters, a URL or image not a path of this shop (no other origin, no `javascript:`), is dropped; entries outside `data-product-path` are not shown.',
  attributes: {
    cardTemplate: 'The id of the `<template>` holding one `<li>` card, with `a[data-recent-link]`, `[data-recent-name]` and optionally `img[data-recent-image]`.',
    productPath: 'Only entries whose path starts with this are shown and linked, e.g. `/produkt/`: the honest rule is your product paths; the default `/` accepts any path of this shop.',
    productId: 'On a product page: the product\'s id, noted as viewed and left out of the list.',
    productName: 'With `data-product-id`: the name the cards show.',
    productUrl: 'With `data-product-id`: the product page\'s path on this shop.',
    productImage: 'With `data-product-id`, optional: a small image path on this shop.',
  },
  example: `<div data-island="recently-viewed" data-card-template="recent-card" data-product-path="/produkt/" data-product-id="3" data-product-name="Namiot Żubr" data-product-url="/produkt/3-namiot-zubr" data-product-image="/dane/small/p-03-a.png">
  <section class="recently-viewed" aria-labelledby="recent-heading" data-recent-region hidden>
    <h2 id="recent-heading">Ostatnio oglądane</h2>
    <ul class="recently-viewed__list" data-recent-list></ul>
  </section>
  <template id="recent-card"><li class="recently-viewed__item"><a class="recently-viewed__link" data-recent-link><img data-recent-image src="/dane/small/p-01-a.png" width="120" height="120" alt="" loading="lazy"><span data-recent-name></span></a></li></template>
</div>`,
  fixturePage: '/produkt/3-namiot-zubr, / (above the footer)',
};
