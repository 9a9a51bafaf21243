import type { IslandDocs } from '../runtime/docs';
import { wishlistBoxSchema } from './schema';

export const wishlistBoxDocs: IslandDocs<typeof wishlistBoxSchema> = {
  schema: wishlistBoxSchema,
  summary:
    'The wishlist box: the count and the entries, newest first, kept in step with every wishlist toggle through one shared signal. The server renders it from the `wishlist-cookie`; each entry is an `<li data-product-id>` with a link to the product. Names of products added later come from the `wishlist-toggle` hooks on the page (their `data-product-name` and `data-product-url`), so the cookie stays `{id, date}` only. The island adopts your markup as it is and changes only: `data-wishlist-count` on the hook; the first number in the text of `[data-count]` (or `.wishlist-box__count`; text only, so "(1)", "1 szt." keep your words: put the number alone in `[data-count]` when your words follow the number\'s grammar); the entries of `.wishlist-box__list` (your server entries stay the same nodes, a new one is an `<li>` with the classes of your first entry, holding an `<a>` with its link\'s classes; for a box the server sent empty, give that markup as `<template data-wishlist-entry><ol class="… wishlist-box__list"><li class="…"><a class="…"></a></li></ol></template>` inside the box); and the `hidden` attribute of `.wishlist-box__empty`, your empty text, while there are entries (hidden on the list while there are none). Where your markup has no empty text, or no list, the island adds `<p class="wishlist-box__empty">` with the message `wishlist-box.empty`, or the list (your template\'s, else `<ul class="wishlist-box__list">`). It wakes as it nears the viewport: until then the server\'s markup, rendered from the same cookie, is the truth, and a box the shopper scrolls to shows the list as it stands then. Waking it also cleans a tampered cookie (bad entries dropped).',
  attributes: {},
  example: `<section class="wishlist-box" aria-labelledby="wishlist-heading" data-island="wishlist-box" data-wishlist-count="1">
  <h2 id="wishlist-heading">Schowek <span class="wishlist-box__count">(1)</span></h2>
  <ul class="wishlist-box__list"><li data-product-id="3"><a href="/produkt/3-namiot-zubr">Namiot Żubr</a></li></ul>
</section>`,
  fixturePage: '/kategoria/odziez (sidebar)',
};
