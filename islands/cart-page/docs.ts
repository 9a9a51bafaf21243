import type { IslandDocs } from '../runtime/docs';
import { cartPageSchema } from './schema';

export const cartPageDocs: IslandDocs<typeof cartPageSchema> = {
  schema: cartPageSchema,
  summary:
    'The cart page (spec: "delivery points, cart commands and cart management"). The hook wraps the cart; inside it every command is a real form that posts without JavaScript and is answered with a redirect back: `form[data-cart-command="amount"]` (fields `lineId`, `amount`; a `quantity` hook for the ± buttons), `form[data-cart-command="remove"]` (`lineId`) and `form[data-cart-command="delivery"]` (radios `deliveryPoint`). With the island, a quantity change (typed and left, Enter, the ± buttons or the arrow keys), a removal or a chosen delivery point is sent as JSON (`changeCartAmount`, `removeCartLine`, `chooseDeliveryPoint` in shared/api; the server answers `{html, count}`); the answered cart part goes in through `parseServerHtml`: lines that are gone are removed and each `data-cart-refresh` region (line totals, the summary with `data-cart-total`) takes the server\'s content and attributes in place (the region element stays; one the answer leaves out is emptied and `hidden`), while the fields the shopper uses stay. Put controls the island should lock or filter outside those regions: what is inside one is the server\'s (a command form there still sends without a page load, before and after an answer replaced it, but its buttons are not locked). Then the mini cart is refreshed and the change announced ("Namiot Żubr: ilość 3. Do zapłaty 1 234,56 zł.": the `cart-page.*` messages). A newer command for the same line (or the delivery point) aborts the older one; its buttons are `aria-disabled` meanwhile (focus stays on them). A failed command puts the quantity or the radio back to what the server last confirmed and says so next to it and aloud; the cart is unchanged. After a removal focus moves to the next line\'s quantity, or, once the last line went, to the first element of the server\'s empty-cart part (any class; given `tabindex="-1"` if it has no `tabindex`). With more than six points the chooser has a search field (`#delivery-filter`, in a GET form `#delivery-filter-form` so it also works without JavaScript) that the island filters as the shopper types, ignoring diacritics (a point it leaves out gets `hidden`: its `.delivery-point`, else the outermost element holding its radio alone), and whose count (`data-delivery-count`) it updates. The island is drawn by React over the theme\'s own nodes: the lines (`aria-busy`), the command buttons (`aria-disabled`), the failure notes (`.cart-problem`, at the end of the line or the delivery form), the points and the count; everything else stays the theme\'s. The island checks the markup when it wakes and stays off, naming the first problem in the console, when a command could not be sent without a page load: a `data-cart-command` other than `amount`, `remove` or `delivery`; an amount or remove form outside a cart line `[data-line-id]`; a `data-line-id` that is not a whole number; an amount form without `input[name="amount"]`; a `deliveryPoint` radio outside the delivery form; a `#delivery-filter` that is not an `<input>`. The forms then simply post. When the cart changed elsewhere (another tab, or a later page of this tab before Back), the page reloads once it is shown again (`storefront:cart` from `other-tab` or `restored`): only the server can render a line added there. Wakes on `idle`: the cart is what this page is for, and it must be listening before the shopper changes a quantity. Announcements name a line by its `.cart-line__name`, else by the first heading (`h2`–`h6`) in the line.',
  attributes: {},
  example: `<div class="cart" id="cart" data-island="cart-page">
  <ul class="cart-lines">
    <li class="cart-line" data-line-id="7">
      <h2 class="cart-line__name" id="line-name-7"><a href="/produkt/3-namiot-zubr">Namiot Żubr</a></h2>
      <form method="post" action="/koszyk/zmien" data-cart-command="amount">
        <input type="hidden" name="lineId" value="7">
        <div class="quantity" data-island="quantity">
          <label for="amount-7">Ilość</label>
          <button type="button" class="quantity__minus" aria-label="Zmniejsz ilość: Namiot Żubr">−</button>
          <input type="number" id="amount-7" name="amount" min="1" max="999" value="2">
          <button type="button" class="quantity__plus" aria-label="Zwiększ ilość: Namiot Żubr">+</button>
        </div>
        <button type="submit">Zmień</button>
      </form>
      <p data-cart-refresh="line-total-7">1 234,56 zł</p>
      <form method="post" action="/koszyk/usun" data-cart-command="remove">
        <input type="hidden" name="lineId" value="7">
        <button type="submit" aria-label="Usuń z koszyka: Namiot Żubr">Usuń</button>
      </form>
    </li>
  </ul>
  <form method="post" action="/koszyk/dostawa" data-cart-command="delivery">
    <fieldset><legend>Punkt odbioru</legend>
      <ul><li class="delivery-point"><input type="radio" name="deliveryPoint" id="dp-1" value="Kraków, ul. Floriańska 12"><label for="dp-1">Kraków, ul. Floriańska 12</label></li></ul>
    </fieldset>
    <button type="submit">Zapisz punkt odbioru</button>
  </form>
  <div data-cart-refresh="summary"><dl>… <dd data-cart-total>1 234,56 zł</dd></dl></div>
</div>`,
  fixturePage: '/koszyk (put something in the cart first, e.g. from /produkt/3-namiot-zubr)',
};
