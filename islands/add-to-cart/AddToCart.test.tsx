// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeDialog } from '../../shared/state/dialog';
import { productFormMessages } from '../../shared/state/product-form-message';
import { productVariants, setProductVariant, type ProductVariant } from '../../shared/state/product-variant';
import { optionsShop, variant as optionAnswer } from '../../test-support/fake-options-shop';
import * as productOptions from '../product-options/ProductOptions';
import { renderIsland } from '../../test-support/test-context';
import * as addToCart from './AddToCart';
import { sendingProducts } from './cart-add-state';
import { ADDED, cartShop, type CartShop } from '../../test-support/fake-cart-shop';
import { message } from '../../shared/messages/message';

const FORM = `<div data-cart-refresh-area>Koszyk: 0</div>
<form id="add-to-cart-form" class="product-form" method="post" action="/koszyk/dodaj" data-island="add-to-cart" data-product-id="5" data-has-options="true">
<input type="hidden" name="productId" value="5">
<fieldset class="product-option"><legend>Kolor</legend><input type="radio" id="black" name="dict-1" value="3"><label for="black">Czarny</label></fieldset>
<label for="addon-grawer">Grawer</label><input type="text" id="addon-grawer" name="addon-grawer">
<label for="amount">Ilość</label><input type="number" id="amount" name="amount" value="1">
<button type="submit" class="add-to-cart" id="add-to-cart-button">Dodaj do koszyka</button>
</form>`;

const variant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({ optionId: 10017, status: 'confirmed', cartEnabled: true, images: null, ...overrides });
// Awaited: the signal's subscriber may draw the change a microtask later.
const choose = (chosen: ProductVariant | undefined) => act(async () => setProductVariant(5, chosen));
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Dodaj do koszyka' });
const shownAlert = () => screen.queryByRole('alert');
const adoptedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });
const confirmation = () => screen.findByRole('dialog', { name: message('add-to-cart.added') });

let form: HTMLFormElement;
let shop: CartShop;
let assign: ReturnType<typeof vi.fn>;
const mount = (props: Partial<{ productId: number; hasOptions: boolean; optionId: number }> = {}) =>
  renderIsland(addToCart, form, { productId: 5, hasOptions: true, optionId: -1, ...props });

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { href: 'http://shop.test/produkt/5-kubek-termiczny-jez', assign });
  document.body.innerHTML = FORM;
  form = document.querySelector('form')!;
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  setProductVariant(5, undefined);
  productFormMessages.value = new Map();
  sendingProducts.value = new Set();
  vi.unstubAllGlobals();
});

describe('add-to-cart island', () => {
  it('adopts the form as it is: the same nodes, the theme\'s words on its button; React owns the button', () => {
    const children = [...form.childNodes];
    mount();
    expect([...form.childNodes]).toEqual(children);
    expect(adoptedByReact(button())).toBe(true);
    expect(button().textContent).toBe('Dodaj do koszyka');
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(shownAlert()).toBeNull();
  });

  it('by mouse: a double click sends one AddCart, the button locked and busy meanwhile, then confirms', async () => {
    shop = cartShop({ held: true });
    mount();
    await choose(variant());
    await userEvent.type(screen.getByLabelText('Grawer'), 'Dla Ani');
    await userEvent.dblClick(button());
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    shop.release();
    expect(await confirmation()).toBeTruthy();
    expect(shop.addCart).toEqual([{ request: { Amount: 1, ProductId: 5, OptionId: 10017, addons: [{ key: 'grawer', value: 'Dla Ani' }] } }]);
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(button().hasAttribute('aria-busy')).toBe(false);
    await announced(`${message('add-to-cart.added')}: Kubek termiczny Jeż`);
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 2 produkty'));
  });

  it('holds the lock before React has drawn it: two submits in one task send one AddCart', async () => {
    shop = cartShop({ held: true });
    mount({ hasOptions: false });
    form.requestSubmit(button());
    form.requestSubmit(button());
    shop.release();
    expect(await confirmation()).toBeTruthy();
    expect(shop.addCart).toHaveLength(1);
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('by keyboard: Enter on the focused button sends, and Enter again while it runs sends nothing more', async () => {
    shop = cartShop({ held: true });
    mount({ hasOptions: false });
    button().focus();
    await userEvent.keyboard('{Enter}{Enter}');
    shop.release();
    expect(await confirmation()).toBeTruthy();
    expect(shop.addCart).toEqual([{ request: { Amount: 1, ProductId: 5, OptionId: -1, addons: [] } }]);
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('with options and no variant chosen: asks for one before the button, and sends nothing; a new choice makes it stale', async () => {
    shop = cartShop();
    mount();
    await userEvent.click(button());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message('add-to-cart.missing-option'));
    expect(alert.className).toBe('form-error add-to-cart__message');
    expect(alert.nextElementSibling).toBe(button());
    expect(adoptedByReact(alert)).toBe(true);
    expect(shop.addCart).toEqual([]);
    await choose(variant({ status: 'pending' }));
    expect(shownAlert()).toBeNull();
    // With the choice forgotten, adding asks again.
    await choose(undefined);
    await userEvent.click(button());
    expect(screen.getByRole('alert').textContent).toBe(message('add-to-cart.missing-option'));
  });

  it('sends the variant the server rendered as chosen while nobody has chosen on the page', async () => {
    shop = cartShop();
    mount({ optionId: 10020 });
    await userEvent.click(button());
    expect(await confirmation()).toBeTruthy();
    expect(shop.addCart).toEqual([{ request: expect.objectContaining({ OptionId: 10020 }) }]);
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('follows the variant signal: locked while pending, locked and cart-disabled for a variant not for sale', async () => {
    mount();
    expect(button().disabled).toBe(false);
    await choose(variant({ status: 'pending' }));
    expect(button().disabled).toBe(true);
    expect(form.classList.contains('cart-disabled')).toBe(false);
    await choose(variant({ cartEnabled: false }));
    expect(button().disabled).toBe(true);
    expect(form.classList.contains('cart-disabled')).toBe(true);
    await choose(variant());
    expect(button().disabled).toBe(false);
    expect(form.classList.contains('cart-disabled')).toBe(false);
  });

  it("keeps the server's locked button and cart-disabled form until an option is chosen, and again once it is forgotten", async () => {
    form.classList.add('cart-disabled');
    button().disabled = true;
    mount();
    expect(button().disabled).toBe(true);
    expect(form.classList.contains('cart-disabled')).toBe(true);
    await choose(variant());
    expect(button().disabled).toBe(false);
    expect(form.classList.contains('cart-disabled')).toBe(false);
    await choose(undefined);
    expect(button().disabled).toBe(true);
    expect(form.classList.contains('cart-disabled')).toBe(true);
  });

  it('on failure: shows and announces the message, keeps the option and quantity, and lets the shopper try again', async () => {
    shop = cartShop({ status: 500 });
    const { context } = mount();
    await userEvent.click(screen.getByLabelText('Czarny'));
    await choose(variant());
    await userEvent.clear(screen.getByLabelText('Ilość'));
    await userEvent.type(screen.getByLabelText('Ilość'), '3');
    await userEvent.click(button());
    await waitFor(() => expect(shownAlert()?.textContent).toBe(message('add-to-cart.failed')));
    await announced(message('add-to-cart.failed'));
    expect(vi.mocked(context.report).mock.calls[0]![0]).toBe('could not add the product to the cart');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Czarny').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Ilość').value).toBe('3');
    await waitFor(() => expect(button().disabled).toBe(false));
    shop = cartShop();
    await userEvent.click(button());
    expect(await confirmation()).toBeTruthy();
    expect(shop.addCart).toEqual([{ request: expect.objectContaining({ Amount: 3 }) }]);
    expect(shownAlert()).toBeNull();
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('puts its messages in the error the server rendered, rather than adding another', async () => {
    button().insertAdjacentHTML('beforebegin', '<p class="form-error" id="add-to-cart-error" role="alert">Brak towaru</p>');
    const serverMessage = screen.getByRole('alert');
    shop = cartShop();
    mount();
    expect(serverMessage.textContent).toBe('Brak towaru');
    await userEvent.click(button());
    expect(screen.getAllByRole('alert')).toEqual([serverMessage]);
    expect(serverMessage.textContent).toBe(message('add-to-cart.missing-option'));
    await choose(variant());
    expect(serverMessage.hidden).toBe(true);
    expect(serverMessage.isConnected).toBe(true);
  });

  it("finds the theme's message by its alert role, and hides it once a choice makes it stale", async () => {
    button().insertAdjacentHTML('beforebegin', '<p class="gx-buy__error" id="gx-kup-blad" role="alert">Proszę wybrać opcję produktu</p>');
    const serverMessage = screen.getByRole('alert');
    mount();
    await choose(variant());
    expect(serverMessage.hidden).toBe(true);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('refuses a RedirectToUrl on another site, reports it and confirms instead', async () => {
    shop = cartShop({ added: { ...ADDED, RedirectToUrl: 'https://evil.example/koszyk' } });
    const { context } = mount({ hasOptions: false });
    await userEvent.click(button());
    expect(await confirmation()).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(context.report).toHaveBeenCalledWith('ignored RedirectToUrl "https://evil.example/koszyk": not on this site');
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('follows a RedirectToUrl on this site, the button staying locked', async () => {
    shop = cartShop({ added: { ...ADDED, RedirectToUrl: '/koszyk' } });
    mount({ hasOptions: false });
    await userEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://shop.test/koszyk'));
    expect(button().disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('once unmounted, takes its message away and leaves the submit to the form', async () => {
    const { unmount } = mount();
    await userEvent.click(button());
    expect(shownAlert()).not.toBeNull();
    unmount();
    expect(shownAlert()).toBeNull();
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('refuses a hook that is not a form, or a form with no submit button, naming what it found', () => {
    document.body.innerHTML = '<div><button type="submit">Dodaj</button></div><form><button type="button">Plus</button></form>';
    expect(() => addToCart.read(document.querySelector('div')!)).toThrow('the hook must be the product <form>, not a <div>');
    const form = document.querySelector('form')!;
    expect(() => addToCart.read(form)).toThrow('the form holds no submit <button> (a <button type="submit">, or a <button> without a type)');
    form.insertAdjacentHTML('beforeend', '<input type="submit" value="Dodaj">');
    expect(() => addToCart.read(form)).toThrow('the form\'s submit control must be a <button type="submit">, not an <input type="submit">');
  });

  it("leaves an alert inside a nested hook to that hook's island", () => {
    form.querySelector('fieldset')!.outerHTML = '<div data-island="product-options"><p role="alert">Nie udało się</p></div>';
    expect(addToCart.read(form).serverMessage).toBeNull();
  });
});

/** The form with its options a hook of their own, as the product page has it. */
const FORM_WITH_OPTIONS = `<div data-cart-refresh-area>Koszyk: 0</div>
<form id="add-to-cart-form" class="product-form" method="post" action="/koszyk/dodaj" data-island="add-to-cart" data-product-id="5" data-has-options="true">
<div class="product-options" data-island="product-options" data-product-id="5"><fieldset class="product-option" data-dictionary-id="2"><legend>Kolor</legend>
<input type="radio" id="black" name="dict-2" value="107"><label for="black">Czarny</label>
<input type="radio" id="yellow" name="dict-2" value="109"><label for="yellow">Żółty</label></fieldset></div>
<button type="submit" class="add-to-cart" id="add-to-cart-button">Dodaj do koszyka</button>
</form>`;

describe("the product form's one message, said by the options or the add to cart", () => {
  const OPTIONS = { '107': optionAnswer({ OptionId: 10017 }), '109': optionAnswer({ OptionId: 10019 }) };
  /** The messages a shopper sees in the form: the add's alert and the options' paragraph, whichever shows. */
  const shownMessages = () => screen.queryAllByText(/^Nie udało się|^Proszę wybrać/).filter((element) => !element.closest('[hidden]') && !element.closest('[data-sf-announcer]'));

  beforeEach(async () => {
    document.body.innerHTML = FORM_WITH_OPTIONS;
    form = document.querySelector('form')!;
    // As on the page: the form's island, then the options hook's own root inside it.
    mount();
    renderIsland(productOptions, form.querySelector<HTMLElement>('[data-island="product-options"]')!, { productId: 5 });
    optionsShop(OPTIONS);
    await userEvent.click(screen.getByLabelText('Czarny'));
    await waitFor(() => expect(button().disabled).toBe(false));
  });

  it('a failed add after a failed variant answer replaces its message; a successful add clears the form', async () => {
    optionsShop(OPTIONS).failNext();
    await userEvent.click(screen.getByLabelText('Żółty'));
    await waitFor(() => expect(shownMessages().map((shown) => shown.textContent)).toEqual([message('product-options.failed')]));
    shop = cartShop({ status: 500 });
    await userEvent.click(button());
    await waitFor(() => expect(shownMessages().map((shown) => shown.textContent)).toEqual([message('add-to-cart.failed')]));
    expect(screen.getByRole('alert').textContent).toBe(message('add-to-cart.failed'));
    shop = cartShop();
    await userEvent.click(button());
    expect(await confirmation()).toBeTruthy();
    expect(shownMessages()).toEqual([]);
    await waitFor(() => expect(shop.smallcart).toBe(1));
  });

  it('a failed variant answer after a failed add replaces its message, and the add\'s does not come back with the variant put back', async () => {
    shop = cartShop({ status: 500 });
    await userEvent.click(button());
    await waitFor(() => expect(shownMessages().map((shown) => shown.textContent)).toEqual([message('add-to-cart.failed')]));
    optionsShop(OPTIONS).failNext();
    await userEvent.click(screen.getByLabelText('Żółty'));
    await waitFor(() => expect(shownMessages().map((shown) => shown.textContent)).toEqual([message('product-options.failed')]));
    expect(screen.queryByRole('alert')).toBeNull();
    // A choice that is answered clears the form.
    optionsShop(OPTIONS);
    await userEvent.click(screen.getByLabelText('Żółty'));
    await waitFor(() => expect(productVariants.value.get(5)?.optionId).toBe(10019));
    expect(shownMessages()).toEqual([]);
  });
});
