import type { IslandDocs } from '../runtime/docs';
import { QUICK_ADD_HOVER_MS } from './hover-intent';
import { OMIT, PART } from './product-block';
import { QUICK_ADD_KEPT_PAGES, QUICK_ADD_PAGE_TTL_MS } from './product-pages';
import { quickAddSchema } from './schema';

export const quickAddDocs: IslandDocs<typeof quickAddSchema> = {
  schema: quickAddSchema,
  summary:
    'Add to cart from a product card. The hook is a small `<form>` on the card with a submit `<button>` (its words and icon are yours), which works without JavaScript: for a product without options, the same post as the product form\'s (`productId` to your add-to-cart address); for one with options, a `method="get"` form to the product page. The island takes over its submit. ' +
    'A product without options (`data-has-options` left out) is added at once, by the product page\'s own flow: one AddCart per product at a time (the button is `disabled` and `aria-busy="true"` meanwhile: a double click sends one), the confirmation pop-up (focus comes back to the button), the mini cart, the GA4 event, `storefront:cart-add` (dispatched on the form) and `storefront:cart`; a failure is announced and shown after the button as `<p class="sf-quick-add__message" role="alert">` (`add-to-cart.failed`). ' +
    `A product with options gets \`aria-haspopup="dialog"\` on its button and opens the shared pop-up (class \`sf-quick-add\`; a bottom sheet below 768 px; titled with \`data-product-name\`) holding the product page's own form, taken from \`data-product-url\` (fetched, and parsed through \`parseServerHtml\`: nothing runs): its \`form[data-island="add-to-cart"]\` of the same \`data-product-id\`, with the options, quantity and button inside it, which the same islands as on the product page then wake on, so choosing, the quantity, the messages and the add are the product page's. Add \`${PART}\` to other parts of your product page to show them too, in page order (the price and availability hooks: they follow the chosen variant), and \`${OMIT}\` to what inside them the pop-up should leave out (a link whose pop-up needs a \`<template>\` of the product page, such as the size chart's). Focus lands on the first option group with nothing chosen (else the form's button) and comes back to the card's button when the pop-up closes; after the add, the confirmation takes the pop-up's place. The page is fetched ahead once the pointer rests ${QUICK_ADD_HOVER_MS} ms on the button, or focus reaches it (not when the shopper saves data, \`navigator.connection.saveData\`); the last ${QUICK_ADD_KEPT_PAGES} are kept for ${QUICK_ADD_PAGE_TTL_MS / 1000} s (while the cookies they were asked with last), two requests at a time, and a newer opening drops one still loading. The loading indicator shows while the page loads. ` +
    'If the page cannot be fetched (network, timeout, HTTP status, ASP.NET\'s error page, not HTML, cut short), holds no such form, or holds ids your current page already has (quick add belongs on pages without a product form), the pop-up says so (`quick-add.failed`, announced, in its `.sf-quick-add__notice`) and links to the product page (`quick-add.open-page`), and the console and `storefront:error` say what was wrong. ' +
    'A product that cannot be added: render its button `disabled`, with `aria-describedby` pointing at the availability text your card shows. It wakes on interaction: a listing of 2,000 cards costs nothing until a button is touched, and a click made while its code loads is held and replayed.',
  attributes: {
    productId: 'The product\'s id: the `data-product-id` of the `add-to-cart` form on its page, and the `ProductId` sent.',
    productName: 'The product\'s name: the quick add pop-up\'s title.',
    productUrl: 'The product page\'s path on this shop: where its form is taken from.',
    hasOptions: '`"true"` when the product has options (or anything else to fill in before the add): its product page\'s form opens in the pop-up. Left out, the product is added at once.',
  },
  example: `<form class="product-card__buy" method="get" action="/produkt/1-kurtka-zimowa" data-island="quick-add"
      data-product-id="1" data-product-name="Kurtka zimowa" data-product-url="/produkt/1-kurtka-zimowa" data-has-options="true">
  <button type="submit" class="button">Wybierz opcje<span class="sf-visually-hidden">: Kurtka zimowa</span></button>
</form>
<form class="product-card__buy" method="post" action="/koszyk/dodaj" data-island="quick-add"
      data-product-id="3" data-product-name="Namiot Żubr" data-product-url="/produkt/3-namiot-zubr">
  <input type="hidden" name="productId" value="3">
  <button type="submit" class="button">Do koszyka<span class="sf-visually-hidden">: Namiot Żubr</span></button>
</form>
<!-- on the product page -->
<div class="product-price" data-island="product-price" data-product-id="1" data-quick-add-part>…</div>
<form data-island="add-to-cart" data-product-id="1" data-has-options="true" …>
  … <p data-quick-add-omit><a href="/tabela-rozmiarow" data-island="popup" data-popup-template="size-chart">Tabela rozmiarów</a></p> …
</form>`,
  fixturePage: '/kategoria/odziez (options: the pop-up), /kategoria/namioty (tents: added at once), /kategoria/spiwory (Śpiwór puchowy Sokół cannot be added), /motyw-2/kategoria/odziez',
};
