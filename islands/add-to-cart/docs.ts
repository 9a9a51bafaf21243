import type { IslandDocs } from '../runtime/docs';
import { addToCartSchema } from './schema';

export const addToCartDocs: IslandDocs<typeof addToCartSchema> = {
  schema: addToCartSchema,
  summary:
    'Add to cart without leaving the page. The hook is the product `<form>` (it posts to the shop without JavaScript), with a submit `<button>` (`type="submit"` or no type; an `<input type="submit">` will not do); the island takes over its submit. The form and every node in it stay yours: React adopts them as they are (the quantity and options hooks inside are islands of their own) and renders only the button\'s `disabled` and `aria-busy="true"` and the message before the button, a `<p class="form-error add-to-cart__message" role="alert">`; if your form already holds a message (`#add-to-cart-error`, else an element of the form\'s own with `role="alert"`, e.g. the server\'s no-JS validation error), that element is adopted and its text is the island\'s from its first message on, `hidden` once a new option choice makes it stale. The form shows one message at a time, the latest: a failed option answer\'s message (under the option lists, see `product-options`) hides this one, and a new attempt to add hides that one. If the product has options and no variant is chosen (option id -1), "Proszę wybrać opcję produktu" (message `add-to-cart.missing-option`) is shown and nothing is sent; a new choice hides it. Otherwise `POST Default.aspx/AddCart` sends `Amount` (the `amount` field, a whole number ≥ 1; 1 when the form has none), `ProductId`, `OptionId` (the variant chosen through `product-options`, else `data-option-id`) and `addons`: every non-empty text field named `addon-<key>` as `{key, value}`. The submit button is disabled while the request runs (a double click sends one request), while an option answer is pending, and when the chosen variant has `CartEnabled: false` (the form then has the class `cart-disabled`). On success: a same-origin `RedirectToUrl` is followed (any other is ignored and logged); otherwise the confirmation pop-up shows `HtmlResponse`, the mini cart is refreshed (`POST /smallcart` into every `[data-cart-refresh-area]`, see `shared/ui/refresh-mini-cart.ts`; an answer that fails, is JSON or has no text leaves the mini cart as it was and is logged), "Dodano do koszyka: …" is announced (`add-to-cart.added-announced`; the pop-up\'s title is `add-to-cart.added`) and a GA4 `add_to_cart` event built from `DataLayerItemJSON` is pushed to `window.dataLayer` (after `{ecommerce: null}`). On failure "Nie udało się dodać produktu do koszyka. Spróbuj ponownie." (`add-to-cart.failed`) is shown the same way and announced; the chosen option and quantity stay.',
  attributes: {
    productId: 'The product id sent as `ProductId`.',
    hasOptions: '`"true"` when the product has options: adding then needs a chosen variant.',
    optionId: 'The variant the server rendered as chosen (e.g. after a no-JS round trip); -1 when none. A choice made on the page replaces it.',
  },
  example: `<form id="add-to-cart-form" method="post" action="/koszyk/dodaj" data-island="add-to-cart"
      data-product-id="5" data-has-options="true">
  <!-- product-options hook, addon-<key> text fields, quantity hook -->
  <input type="text" name="addon-grawer" maxlength="20">
  <button type="submit" id="add-to-cart-button">Dodaj do koszyka</button>
</form>`,
  fixturePage: '/produkt/5-kubek-termiczny-jez (colour option and a "Grawer" custom field), /produkt/3-namiot-zubr (no options)',
};
