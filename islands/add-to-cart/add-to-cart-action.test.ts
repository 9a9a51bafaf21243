// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heardEvents } from '../../test-support/heard-events';
import { activeDialog } from '../../shared/state/dialog';
import { productFormMessages } from '../../shared/state/product-form-message';
import { setProductVariant } from '../../shared/state/product-variant';
import { renderIsland } from '../../test-support/test-context';
import * as addToCart from './AddToCart';
import { addToCartAction } from './add-to-cart-action';
import { sendingProducts } from './cart-add-state';
import { ADDED, cartShop, type CartShop } from '../../test-support/fake-cart-shop';
import { message } from '../../shared/messages/message';

const MINI_CART_AREA = '<div data-cart-refresh-area>Koszyk: 0</div>';
const THEME_BUTTON = '<button type="button" id="theme-button">Kup teraz</button>';
/** The product's form as the server renders it; `optionId` its data-option-id. */
const productForm = (optionId = -1) =>
  `<form id="add-to-cart-form" class="product-form" method="post" action="/koszyk/dodaj" data-island="add-to-cart" data-product-id="5" data-has-options="true" data-option-id="${optionId}">
<input type="hidden" name="productId" value="5">
<button type="submit" class="add-to-cart">Dodaj do koszyka</button>
</form>`;

/** The form's quantity box, a hook of its own, keeping its field from 2 to 12. */
const QUANTITY_HOOK = '<div data-island="quantity" data-min="2" data-max="12"><button type="button" class="quantity__minus" aria-label="Mniej">−</button><input type="number" id="amount" name="amount" value="2"><button type="button" class="quantity__plus" aria-label="Więcej">+</button></div>';

const form = () => document.querySelector<HTMLFormElement>('form[data-island="add-to-cart"]')!;
const mountIsland = () => renderIsland(addToCart, form(), { productId: 5, hasOptions: true, optionId: -1 });
const said = () => productFormMessages.peek().get(5)?.text;
const confirmation = () => screen.findByRole('dialog', { name: message('add-to-cart.added') });
/** A variant of product 5 chosen on the page, as the options island would set it. */
const choose = (optionId: number) => setProductVariant(5, { optionId, status: 'confirmed', cartEnabled: true, images: null });

let shop: CartShop;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.stubGlobal('location', { href: 'http://shop.test/produkt/5-kubek-termiczny-jez', assign: vi.fn() });
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => void activeDialog.peek()?.dismiss());
  setProductVariant(5, undefined);
  productFormMessages.value = new Map();
  sendingProducts.value = new Set();
});

describe('addToCartAction with the product form on the page', () => {
  beforeEach(() => {
    document.body.innerHTML = MINI_CART_AREA + productForm() + THEME_BUTTON;
    shop = cartShop();
  });

  it('sends nothing for a product with options and none chosen, says why for the form, and wakes its island', async () => {
    const woken: Event[] = [];
    form().addEventListener('mouseover', (event) => woken.push(event));
    await expect(addToCartAction({ productId: 5 })).resolves.toEqual({ ok: false, message: message('add-to-cart.missing-option') });
    await expect(addToCartAction({ productId: 5, optionId: -1 })).resolves.toEqual({ ok: false, message: message('add-to-cart.missing-option') });
    expect(shop.addCart).toEqual([]);
    expect(said()).toBe(message('add-to-cart.missing-option'));
    expect(woken).toHaveLength(2);
    expect(woken[0]!.target).toBe(form());
  });

  it('shows that message in the woken island, as an alert in the form', async () => {
    mountIsland();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => addToCartAction({ productId: 5 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message('add-to-cart.missing-option'));
    expect(form().contains(alert)).toBe(true);
    expect(shop.addCart).toEqual([]);
  });

  it("takes the variant chosen on the page when the caller names none; the caller's own option wins", async () => {
    choose(10017);
    await addToCartAction({ productId: 5, amount: 2 });
    await addToCartAction({ productId: 5, optionId: 10020 });
    expect(shop.addCart).toEqual([
      { request: { Amount: 2, ProductId: 5, OptionId: 10017, addons: [] } },
      { request: { Amount: 1, ProductId: 5, OptionId: 10020, addons: [] } },
    ]);
    await waitFor(() => expect(shop.smallcart).toBeGreaterThan(0));
  });

  it("takes the form's data-option-id when nothing was chosen on the page", async () => {
    document.body.innerHTML = MINI_CART_AREA + productForm(10018);
    await expect(addToCartAction({ productId: 5 })).resolves.toEqual({ ok: true, productName: 'Kubek termiczny Jeż' });
    expect(shop.addCart).toEqual([{ request: { Amount: 1, ProductId: 5, OptionId: 10018, addons: [] } }]);
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it("refuses an amount its quantity field would not take, having sent and said nothing; omitted, sends the field's least", async () => {
    document.body.innerHTML = MINI_CART_AREA + productForm(10017).replace('<button type="submit"', QUANTITY_HOOK + '<button type="submit"');
    await expect(addToCartAction({ productId: 5, amount: 13 })).rejects.toThrow(
      new TypeError("storefront.addToCart: amount must be a whole number from 2 to 12 (the product form's quantity), not 13"),
    );
    await expect(addToCartAction({ productId: 5, amount: 1 })).rejects.toThrow('amount must be a whole number from 2 to 12');
    expect(shop.addCart).toEqual([]);
    expect(said()).toBeUndefined();
    await addToCartAction({ productId: 5, amount: 12 });
    await addToCartAction({ productId: 5 });
    expect(shop.addCart).toEqual([{ request: expect.objectContaining({ Amount: 12 }) }, { request: expect.objectContaining({ Amount: 2 }) }]);
    await waitFor(() => expect(shop.smallcart).toBe(2));
  });

  it('tells theme scripts on the form, and locks the island\'s button while its request is on its way', async () => {
    shop = cartShop({ held: true });
    mountIsland();
    const heard = heardEvents('storefront:cart-add');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Dodaj do koszyka' });
    const added = addToCartAction({ productId: 5, optionId: 10017 });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);
    expect(heard.map((event) => event.target)).toEqual([form()]);
    shop.release();
    await act(() => added);
    await waitFor(() => expect(button.disabled).toBe(false));
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it("reports a failed AddCart on the form, as the add-to-cart island's, and shows the message there", async () => {
    shop = cartShop({ status: 500 });
    mountIsland();
    const reported = heardEvents('storefront:error');
    await expect(act(() => addToCartAction({ productId: 5, optionId: 10017 }))).resolves.toEqual({ ok: false, message: message('add-to-cart.failed') });
    expect(reported).toEqual([
      { target: form(), detail: { island: 'add-to-cart', message: expect.stringMatching(/^could not add the product to the cart: AddCart: HTTP 500/), call: 'AddCart', status: 500, error: expect.any(Error) } },
    ]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(message('add-to-cart.failed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('addToCartAction with no form of the product on the page', () => {
  beforeEach(() => {
    document.body.innerHTML = MINI_CART_AREA + THEME_BUTTON;
  });

  it('tells theme scripts on the document, sends option -1 with the amount and add-ons given, confirms, and gives focus back', async () => {
    shop = cartShop({ held: true });
    const heard = heardEvents('storefront:cart-add');
    const cart = heardEvents('storefront:cart');
    const themeButton = document.getElementById('theme-button')!;
    themeButton.focus();
    const added = addToCartAction({ productId: 5, amount: 3, addons: [{ key: 'grawer', value: 'Dla Ani' }] });
    // The shopper moves on while the request is on its way: focus still goes back where the call was made.
    document.body.insertAdjacentHTML('beforeend', '<input id="search" aria-label="Szukaj">');
    document.getElementById('search')!.focus();
    shop.release();
    const result = await added;
    expect(result).toEqual({ ok: true, productName: 'Kubek termiczny Jeż' });
    expect(shop.addCart).toEqual([{ request: { Amount: 3, ProductId: 5, OptionId: -1, addons: [{ key: 'grawer', value: 'Dla Ani' }] } }]);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.target).toBe(document);
    const { result: told, ...detail } = heard[0]!.detail;
    expect(detail).toEqual({ productId: 5, optionId: -1, amount: 3, addons: [{ key: 'grawer', value: 'Dla Ani' }] });
    await expect(told).resolves.toEqual(result);
    const dialog = await confirmation();
    expect(dialog.textContent).toContain('Ilość: 2');
    await waitFor(() => expect(cart.map((event) => event.detail)).toEqual([{ source: 'add' }]));
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 2 produkty');
    await act(() => activeDialog.peek()!.close());
    await waitFor(() => expect(document.activeElement).toBe(themeButton));
  });

  it('called from inside the confirmation (an upsell), gives focus back where that confirmation would have', async () => {
    shop = cartShop({ added: { ...ADDED, HtmlResponse: '<p>Kubek termiczny Jeż</p><button type="button" class="upsell">Dodaj pokrywkę</button>' } });
    const themeButton = document.getElementById('theme-button')!;
    themeButton.focus();
    await addToCartAction({ productId: 5 });
    const first = await confirmation();
    within(first).getByRole('button', { name: 'Dodaj pokrywkę' }).focus();
    await act(() => addToCartAction({ productId: 6 }));
    await waitFor(() => expect(first.isConnected).toBe(false));
    const second = await confirmation();
    await act(() => activeDialog.peek()!.close());
    await waitFor(() => expect(second.isConnected).toBe(false));
    expect(document.activeElement).toBe(themeButton);
    await waitFor(() => expect(shop.smallcart).toBe(2));
  });

  it('sends one request per product: a second call while the first is on its way resolves with nothing said', async () => {
    shop = cartShop({ held: true });
    const first = addToCartAction({ productId: 5 });
    await vi.waitFor(() => expect(shop.addCart).toHaveLength(1));
    await expect(addToCartAction({ productId: 5 })).resolves.toEqual({ ok: false, message: '' });
    shop.release();
    await expect(first).resolves.toEqual({ ok: true, productName: 'Kubek termiczny Jeż' });
    expect(shop.addCart).toHaveLength(1);
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('resolves with the failure message and reports it on the body, as storefront.addToCart', async () => {
    shop = cartShop({ status: 500 });
    const reported = heardEvents('storefront:error');
    await expect(addToCartAction({ productId: 5 })).resolves.toEqual({ ok: false, message: message('add-to-cart.failed') });
    expect(reported).toEqual([
      {
        target: document.body,
        detail: { island: 'storefront.addToCart', message: expect.stringMatching(/^could not add the product to the cart: AddCart: HTTP 500/), call: 'AddCart', status: 500, error: expect.any(Error) },
      },
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront\] island "storefront.addToCart" on <body>: could not add/), expect.any(Error));
    expect(said()).toBe(message('add-to-cart.failed'));
    expect(sendingProducts.peek().has(5)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects a bad argument, having sent and said nothing: an amount AddCart\'s Int32 cannot hold is one', async () => {
    shop = cartShop();
    await expect(addToCartAction({ productId: 5, amount: 0 })).rejects.toThrow(new TypeError('storefront.addToCart: amount must be a positive whole number, not 0'));
    await expect(addToCartAction({ productId: 5, amount: 3_000_000_000 })).rejects.toThrow(
      new TypeError('storefront.addToCart: amount must be a whole number from 1 to 2147483647 (the most AddCart takes), not 3000000000'),
    );
    expect(shop.addCart).toEqual([]);
    expect(said()).toBeUndefined();
  });
});
