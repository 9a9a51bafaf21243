import type { IslandDocs } from '../runtime/docs';
import type { wishlistToggleSchema } from './schema';

export const wishlistToggleDocs: IslandDocs<typeof wishlistToggleSchema> = {
  summary:
    'The wishlist toggle on a product card. The hook is the card\'s no-JS form post (`<form method="post">` with a `<button class="wishlist-toggle" aria-pressed>`); with JavaScript a click switches the product in the `wishlist-cookie` (30 days, at most 20 entries, adding a 21st drops the oldest) without a reload, and announces the change in Polish. Every toggle on the page and the `wishlist-box` follow one shared signal, so the same product shown twice never disagrees. It wakes on the first touch: a listing may carry hundreds. Keep the button a direct child of the form and its label the same in both states (`aria-pressed` carries the state): a woken toggle draws the button again (same tag and attributes) with `aria-pressed` and the heart from the signal, and keeps the hidden `id` input as the server\'s node before it; toggles not yet woken are set by one page-wide pass.',
  attributes: {
    productId: 'The product id stored in the wishlist.',
    productName: 'The product name, shown in the wishlist box and announced.',
    productUrl: 'The product page, linked from the wishlist box.',
  },
  example: `<form method="post" action="/schowek/przelacz" class="wishlist-form" data-island="wishlist-toggle"
      data-product-id="3" data-product-name="Namiot Żubr" data-product-url="/produkt/3-namiot-zubr">
  <input type="hidden" name="id" value="3">
  <button type="submit" class="wishlist-toggle" aria-pressed="false" aria-label="Dodaj do schowka: Namiot Żubr">♡</button>
</form>`,
  fixturePage: '/kategoria/odziez (every card), /produkt/3-namiot-zubr',
};
