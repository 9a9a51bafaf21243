import type { IslandDocs } from '../runtime/docs';
import { wishlistToggleSchema } from './schema';

export const wishlistToggleDocs: IslandDocs<typeof wishlistToggleSchema> = {
  schema: wishlistToggleSchema,
  summary:
    'The wishlist toggle on a product card. The hook is the card\'s no-JS form post (`<form method="post">` with a `<button class="wishlist-toggle" aria-pressed>` anywhere inside it); with JavaScript a click switches the product in the `wishlist-cookie` (30 days, at most 20 entries, adding a 21st drops the oldest) without a reload, and announces the change (the `wishlist.*` messages). Every toggle on the page and the `wishlist-box` follow one shared signal, so the same product shown twice never disagrees. It wakes on the first touch: a listing may carry hundreds. The island changes `aria-pressed` on the button and nothing else: the button\'s content (a heart, an SVG icon with a visually hidden label) and every node of the form stay yours, so keep its accessible name the same in both states and draw the state from `[aria-pressed="true"]` in your CSS (the fixture theme draws ♡/♥ with `::before`). Toggles not yet woken get their `aria-pressed` from one page-wide pass.',
  attributes: {
    productId: 'The product id stored in the wishlist.',
    productName: 'The product name, shown in the wishlist box and announced.',
    productUrl: 'The product page, linked from the wishlist box.',
  },
  example: `<form method="post" action="/schowek/przelacz" class="wishlist-form" data-island="wishlist-toggle"
      data-product-id="3" data-product-name="Namiot Żubr" data-product-url="/produkt/3-namiot-zubr">
  <input type="hidden" name="id" value="3">
  <button type="submit" class="wishlist-toggle" aria-pressed="false" aria-label="Dodaj do schowka: Namiot Żubr"><span class="wishlist-toggle__heart" aria-hidden="true"></span></button>
</form>`,
  fixturePage: '/kategoria/odziez (every card), /produkt/3-namiot-zubr',
};
