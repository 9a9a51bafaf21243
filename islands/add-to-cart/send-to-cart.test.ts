// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartAddResult, CartEventDetail } from '../../shared/events/types';
import { activeDialog } from '../../shared/state/dialog';
import { productFormMessages } from '../../shared/state/product-form-message';
import { effect } from '@preact/signals-react';
import { sendingProducts } from './cart-add-state';
import { ADDED, cartShop, type CartShop } from '../../test-support/fake-cart-shop';
import { buildAddCartRequest, type CartForm } from './payload';
import { filledIn } from './read-add-to-cart';
import { sendToCart, type CartSend } from './send-to-cart';
import { message } from '../../shared/messages/message';

let calls: CartShop;
let form: HTMLFormElement;
let assign: ReturnType<typeof vi.fn>;
/** What theme scripts were promised, one per storefront:cart-add heard on the form. */
let results: Promise<CartAddResult>[];
const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;

/** Every change of the lock on product 5, as the form's button would draw it. */
let locks: boolean[];
const said = () => productFormMessages.peek().get(5)?.text;

function send(overrides: Partial<CartSend> = {}, form_: Partial<CartForm> = {}) {
  const options: CartSend = {
    productId: 5,
    payload: buildAddCartRequest({ productId: 5, hasOptions: true, optionId: 10017, ...filledIn(form), ...form_ }),
    target: form,
    opener: form.querySelector('button')!,
    report: vi.fn(),
    signal: new AbortController().signal,
    ...overrides,
  };
  return { options, done: sendToCart(options) };
}

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { href: 'http://shop.test/produkt/5-kubek-termiczny-jez', assign });
  document.body.innerHTML = `<div data-cart-refresh-area>Koszyk: 0</div>
<form><input type="hidden" name="productId" value="5"><input type="text" name="addon-grawer" value=" Dla Ani "><input type="text" name="addon-puste" value="">
<input type="number" name="amount" value="2"><button type="submit">Dodaj do koszyka</button></form>`;
  form = document.querySelector('form')!;
  results = [];
  form.addEventListener('storefront:cart-add', (event) => results.push(event.detail.result));
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  productFormMessages.value = new Map();
  sendingProducts.value = new Set();
  locks = [];
  stopWatching = effect(() => void locks.push(sendingProducts.value.has(5)));
  locks.length = 0;
});
let stopWatching: () => void;
afterEach(() => {
  stopWatching();
  activeDialog.peek()?.dismiss();
  vi.unstubAllGlobals();
});

describe('sendToCart', () => {
  it('sends amount, product, option and the non-empty custom fields, then confirms, refreshes the mini cart and pushes GA4', async () => {
    calls = cartShop();
    const { options, done } = send();
    await done;
    expect(calls.addCart).toEqual([{ request: { Amount: 2, ProductId: 5, OptionId: 10017, addons: [{ key: 'grawer', value: 'Dla Ani' }] } }]);
    const dialog = await screen.findByRole('dialog', { name: message('add-to-cart.added') });
    expect(dialog.textContent).toContain('Ilość: 2');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await screen.findByText(`${message('add-to-cart.added')}: Kubek termiczny Jeż`, { selector: '[data-sf-announcer]' });
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'PLN', value: 119.8, items: [expect.objectContaining({ item_id: '5', quantity: 2, item_variant: 'Kolor: Czarny' })] } },
    ]);
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 2 produkty'));
    expect(calls.smallcart).toBe(1);
    expect(locks).toEqual([true, false]);
    expect(said()).toBe('');
    expect(options.report).not.toHaveBeenCalled();
    await expect(results[0]).resolves.toEqual({ ok: true, productName: 'Kubek termiczny Jeż' });
    expect(results).toHaveLength(1);
  });

  it('tells theme scripts once the mini cart shows the change, and measures the round trip in User Timing', async () => {
    calls = cartShop();
    performance.clearMeasures();
    const told: [CartEventDetail, string | null][] = [];
    const onCart = (event: CustomEvent<CartEventDetail>) => told.push([event.detail, document.querySelector('[data-cart-refresh-area]')!.textContent]);
    document.addEventListener('storefront:cart', onCart);
    await send().done;
    await waitFor(() => expect(told).toEqual([[{ source: 'add' }, 'Koszyk: 2 produkty']]));
    document.removeEventListener('storefront:cart', onCart);
    expect(performance.getEntriesByName('storefront:cart-add', 'measure')).toHaveLength(1);
  });

  it('sends nothing when a theme script cancels it, and leaves the form usable', async () => {
    calls = cartShop();
    const cancel = (event: Event) => event.preventDefault();
    form.addEventListener('storefront:cart-add', cancel);
    const { done } = send();
    await done;
    expect(calls.addCart).toEqual([]);
    expect(locks).toEqual([]);
    await expect(results[0]).resolves.toEqual({ ok: false, message: '' });
    form.removeEventListener('storefront:cart-add', cancel);
    await send().done;
    expect(calls.addCart).toHaveLength(1);
  });

  it('locks synchronously, before the request is answered', async () => {
    calls = cartShop();
    const { done } = send();
    expect(locks).toEqual([true]);
    expect(calls.addCart).toHaveLength(0);
    await done;
    await waitFor(() => expect(calls.smallcart).toBe(1));
  });

  it('lets the press show before the request is built: nothing is fetched until the next frame', async () => {
    calls = cartShop();
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { done } = send();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(locks).toEqual([true]);
    expect(fetched).not.toHaveBeenCalled();
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await done;
    expect(calls.addCart).toHaveLength(1);
  });

  it('sends one request per product at a time, whoever asks: a second send while it is on its way sends nothing', async () => {
    calls = cartShop({ held: true });
    const first = send();
    const second = send({ target: document, opener: null });
    await expect(second.done).resolves.toEqual({ ok: false, message: '' });
    expect(results).toHaveLength(1);
    calls.release();
    await expect(first.done).resolves.toEqual({ ok: true, productName: 'Kubek termiczny Jeż' });
    expect(calls.addCart).toHaveLength(1);
    await waitFor(() => expect(calls.smallcart).toBe(1));
  });

  it('sends nothing for a product with options and no variant, and says why', async () => {
    calls = cartShop();
    const { done } = send({}, { optionId: -1 });
    await done;
    expect(said()).toBe(message('add-to-cart.missing-option'));
    expect(locks).toEqual([]);
    expect(calls.addCart).toEqual([]);
  });

  it('sends 1 when the form has no quantity field, and option -1 for a product without options', async () => {
    form.querySelector('[name="amount"]')!.remove();
    calls = cartShop();
    await send({}, { hasOptions: false, optionId: -1 }).done;
    expect(calls.addCart).toEqual([{ request: expect.objectContaining({ Amount: 1, OptionId: -1 }) }]);
  });

  it('on failure: shows and announces the message, reports, unlocks, and leaves the fields as they were', async () => {
    calls = cartShop({ status: 500 });
    const { options, done } = send();
    await expect(done).resolves.toEqual({ ok: false, message: message('add-to-cart.failed') });
    expect(said()).toBe(message('add-to-cart.failed'));
    expect(vi.mocked(options.report).mock.calls[0]![0]).toBe('could not add the product to the cart');
    await screen.findByText(message('add-to-cart.failed'), { selector: '[data-sf-announcer]' });
    expect(locks).toEqual([true, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('[name="amount"]')!.value).toBe('2');
    expect(form.querySelector<HTMLInputElement>('[name="addon-grawer"]')!.value).toBe(' Dla Ani ');
    await expect(results[0]).resolves.toEqual({ ok: false, message: message('add-to-cart.failed') });
  });

  it('follows a same-origin RedirectToUrl and keeps the button locked', async () => {
    calls = cartShop({ added: { ...ADDED, RedirectToUrl: '/koszyk' } });
    const { done } = send();
    await done;
    expect(assign).toHaveBeenCalledWith('http://shop.test/koszyk');
    expect(locks).toEqual([true]);
    expect(activeDialog.peek()).toBeNull();
    await expect(results[0]).resolves.toEqual({ ok: true, productName: 'Kubek termiczny Jeż', redirectTo: 'http://shop.test/koszyk' });
  });

  it('refuses a RedirectToUrl on another site, reports it and confirms as usual', async () => {
    calls = cartShop({ added: { ...ADDED, RedirectToUrl: 'https://evil.example/koszyk' } });
    const { options, done } = send();
    await done;
    expect(assign).not.toHaveBeenCalled();
    expect(options.report).toHaveBeenCalledWith('ignored RedirectToUrl "https://evil.example/koszyk": not on this site');
    expect(await screen.findByRole('dialog', { name: message('add-to-cart.added') })).toBeTruthy();
    expect(locks).toEqual([true, false]);
    await waitFor(() => expect(calls.smallcart).toBe(1));
  });

  it('reports an unreadable DataLayerItemJSON without spoiling the confirmation', async () => {
    calls = cartShop({ added: { ...ADDED, DataLayerItemJSON: 'nie JSON' } });
    const { options, done } = send();
    await done;
    expect(await screen.findByRole('dialog', { name: message('add-to-cart.added') })).toBeTruthy();
    expect(vi.mocked(options.report).mock.calls[0]![0]).toBe('could not push the GA4 add_to_cart event');
    expect(said()).toBe('');
    await waitFor(() => expect(calls.smallcart).toBe(1));
  });

  it('reports an answer it could not act on, and leaves the form usable rather than locked for good', async () => {
    calls = cartShop({ added: { ...ADDED, RedirectToUrl: '/koszyk' } });
    assign.mockImplementation(() => {
      throw new Error('navigation blocked');
    });
    const { options, done } = send();
    await expect(done).resolves.toEqual({ ok: false, message: '' });
    expect(options.report).toHaveBeenCalledWith('could not show what became of the add to cart', new Error('navigation blocked'));
    expect(locks).toEqual([true, false]);
    await expect(results[0]).resolves.toEqual({ ok: false, message: '' });
  });

  it('stays quiet when aborted: the island is gone', async () => {
    calls = cartShop({ held: true });
    const abort = new AbortController();
    const { options, done } = send({ signal: abort.signal });
    abort.abort();
    await done;
    expect(options.report).not.toHaveBeenCalled();
    expect(said()).toBe('');
    expect(activeDialog.peek()).toBeNull();
    await expect(results[0]).resolves.toEqual({ ok: false, message: '' });
  });
});
