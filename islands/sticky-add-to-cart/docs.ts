import type { IslandDocs } from '../runtime/docs';
import { stickyAddToCartSchema } from './schema';

export const stickyAddToCartDocs: IslandDocs<typeof stickyAddToCartSchema> = {
  schema: stickyAddToCartSchema,
  summary:
    'A bar with the product\'s name, price and add-to-cart button, shown once the product form\'s button (the `add-to-cart` hook with the same `data-product-id`, which must be on the page) has scrolled out above the window, and gone when it comes back. The hook wraps the bar, `[data-sticky-bar]`, which you render `hidden` (without JavaScript it never shows) and fixed to the bottom of the window in your CSS (so it shifts no content); the island changes only its `hidden`, so the bar hidden is out of reach of Tab and screen readers; it stays while focus is in it, so focus never falls to the page\'s start. Inside it, as text only: `[data-sticky-name]` and `[data-sticky-price]` (the chosen variant\'s name and price once one is chosen in `product-options`, the server\'s until then) and, optionally, `[data-sticky-state]` (the variant\'s availability: point the button\'s `aria-describedby` at it, so a disabled button says why). Its `<button type="button" data-sticky-button>` (its content stays yours) gets `disabled` as the form\'s button does (a variant loading, a variant or product whose cart is disabled: render it `disabled` then) and `aria-busy="true"` while that product is being added. Clicking it submits the product form itself (`requestSubmit`, waking the form\'s island first), so it is the same add: one request however the two buttons are clicked, the same pop-up and events. With an option not chosen, the form shows its message (`add-to-cart.missing-option`) and the bar takes the shopper to the `product-options` hook of the product: scrolled into view (at once under `prefers-reduced-motion`) and its first unchosen option focused. The bar hides while a pop-up is open and while the cookie notice shows, never covering either; while it shows, the page is padded by its height, so focus is never hidden under it. Any slide-in is yours, in CSS: turn it off under `@media (prefers-reduced-motion: reduce)`. The island adds no words. It wakes when the browser is idle.',
  attributes: {
    productId: 'The product whose form the bar adds through: the `data-product-id` of its `add-to-cart` form and of its `product-options` hook.',
  },
  example: `<div class="sticky-cart" data-island="sticky-add-to-cart" data-product-id="5">
  <section class="sticky-cart__bar" data-sticky-bar aria-label="Szybki zakup" hidden>
    <p class="sticky-cart__product"><span data-sticky-name>Kubek termiczny Jeż</span> <span data-sticky-price>59,99&nbsp;zł</span></p>
    <p class="sticky-cart__state" id="sticky-cart-state">Dostępność: <span data-sticky-state>Dostępny</span></p>
    <button type="button" class="sticky-cart__button" data-sticky-button aria-describedby="sticky-cart-state">Dodaj do koszyka</button>
  </section>
</div>`,
  fixturePage: '/produkt/5-kubek-termiczny-jez (scroll down past "Dodaj do koszyka"), /produkt/3-namiot-zubr (no options), /motyw-2/produkt/5-kubek-termiczny-jez',
};
