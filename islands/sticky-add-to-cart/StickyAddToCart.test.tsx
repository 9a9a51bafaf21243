// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../shared/messages/message';
import { cookieNoticeShown } from '../../shared/state/cookie-notice';
import { activeDialog } from '../../shared/state/dialog';
import { productFormMessages } from '../../shared/state/product-form-message';
import { setProductVariant } from '../../shared/state/product-variant';
import { openDialog } from '../../shared/ui/dialog';
import { cartShop } from '../../test-support/fake-cart-shop';
import { chosenVariant } from '../../test-support/fake-options-shop';
import { fakeReducedMotion } from '../../test-support/fake-reduced-motion';
import { renderIsland } from '../../test-support/test-context';
import * as addToCart from '../add-to-cart/AddToCart';
import { sendingProducts } from '../add-to-cart/cart-add-state';
import * as stickyAddToCart from './StickyAddToCart';

const OPTIONS = `<div class="product-options" data-island="product-options" data-product-id="5">
<fieldset class="product-option" data-dictionary-id="1"><legend>Kolor</legend><input type="radio" id="black" name="dict-1" value="3" checked><label for="black">Czarny</label></fieldset>
<fieldset class="product-option" data-dictionary-id="2"><legend>Pojemność</legend><input type="radio" id="small" name="dict-2" value="7"><label for="small">0,3 l</label><input type="radio" id="big" name="dict-2" value="8"><label for="big">0,5 l</label></fieldset>
</div>`;

const page = ({ hasOptions = false, cartEnabled = true } = {}) => `<div data-cart-refresh-area>Koszyk: 0</div>
<form id="add-to-cart-form" method="post" action="/koszyk/dodaj" data-island="add-to-cart" data-island-state="mounted" data-product-id="5" data-has-options="${hasOptions}">
${hasOptions ? OPTIONS : ''}
<button type="submit" id="add-to-cart-button"${cartEnabled ? '' : ' disabled'}>Dodaj do koszyka</button>
</form>
<div class="sticky-cart" id="hook" data-island="sticky-add-to-cart" data-product-id="5">
<section class="sticky-cart__bar" data-sticky-bar aria-label="Szybki zakup" hidden>
<p><span data-sticky-name>Kubek termiczny Jeż</span> <span data-sticky-price>59,90 zł</span></p>
<p id="sticky-state">Dostępność: <span data-sticky-state>${cartEnabled ? 'Dostępny' : 'Niedostępny'}</span></p>
<button type="button" data-sticky-button aria-describedby="sticky-state"${cartEnabled ? '' : ' disabled'}>Dodaj do koszyka</button>
</section>
</div>`;

/** The one IntersectionObserver the island makes, and how the form's button moves through the window. */
let observed: { target: Element; options?: IntersectionObserverInit; report: (entry: Partial<IntersectionObserverEntry>) => void } | null;
class FakeIntersectionObserver {
  constructor(
    private callback: IntersectionObserverCallback,
    private options?: IntersectionObserverInit,
  ) {}
  observe(target: Element) {
    observed = { target, options: this.options, report: (entry) => this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver) };
  }
  disconnect() {
    observed = null;
  }
}
/** Below the window is inside the stretched root, as on screen is. */
const buttonAt = (place: 'above' | 'on screen' | 'below') =>
  act(async () => observed!.report({ isIntersecting: place !== 'above', boundingClientRect: { bottom: place === 'above' ? -20 : place === 'below' ? 1200 : 400 } as DOMRect }));

const bar = () => screen.queryByRole('region', { name: 'Szybki zakup' });
const barButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Dodaj do koszyka', description: /Dostępność/ });
const mountBar = () => renderIsland(stickyAddToCart, document.getElementById('hook')!, { productId: 5 });
const mountForm = (hasOptions = false) => renderIsland(addToCart, document.querySelector('form')!, { productId: 5, hasOptions, optionId: -1 });

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  fakeReducedMotion(false);
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  setProductVariant(5, undefined);
  productFormMessages.value = new Map();
  sendingProducts.value = new Set();
  cookieNoticeShown.value = false;
  vi.unstubAllGlobals();
});

describe('sticky-add-to-cart island', () => {
  it('stays hidden, out of reach, while the form button is on screen or not yet scrolled to; shows once it has scrolled out above, and goes when it returns', async () => {
    document.body.innerHTML = page();
    mountBar();
    expect(observed!.target).toBe(document.getElementById('add-to-cart-button'));
    // Watched against the window stretched down, so a jump from below the window to above it is told too.
    expect(observed!.options?.rootMargin).toMatch(/^0% 0% \d{5,}% 0%$/);
    expect(bar()).toBeNull();
    await buttonAt('below');
    expect(bar()).toBeNull();
    await buttonAt('above');
    expect(bar()).not.toBeNull();
    expect(barButton().disabled).toBe(false);
    await buttonAt('on screen');
    expect(bar()).toBeNull();
    expect(document.querySelector('[data-sticky-bar]')!.hasAttribute('hidden')).toBe(true);
  });

  it('stays while it holds focus, though the form button came back on screen, and goes once focus left it', async () => {
    document.body.innerHTML = page();
    mountBar();
    await buttonAt('above');
    await act(async () => barButton().focus());
    await buttonAt('on screen');
    expect(bar()).not.toBeNull();
    await act(async () => document.getElementById('add-to-cart-button')!.focus());
    expect(bar()).toBeNull();
    await buttonAt('above');
    await act(async () => barButton().focus());
    await buttonAt('on screen');
    await act(async () => barButton().blur());
    expect(bar()).toBeNull();
  });

  it('never covers an open pop-up or the cookie notice: it hides while either shows', async () => {
    document.body.innerHTML = page();
    mountBar();
    await buttonAt('above');
    await act(async () => openDialog({ title: 'Dodano do koszyka', content: 'ok' }));
    expect(bar()).toBeNull();
    await act(async () => activeDialog.peek()!.dismiss());
    expect(bar()).not.toBeNull();
    await act(async () => void (cookieNoticeShown.value = true));
    expect(bar()).toBeNull();
    await act(async () => void (cookieNoticeShown.value = false));
    expect(bar()).not.toBeNull();
  });

  it('pads the page by its height while it shows, so focus never hides under it', async () => {
    document.body.innerHTML = page();
    vi.spyOn(document.querySelector<HTMLElement>('[data-sticky-bar]')!, 'offsetHeight', 'get').mockReturnValue(64);
    mountBar();
    expect(document.body.style.paddingBottom).toBe('');
    await buttonAt('above');
    expect(document.body.style.paddingBottom).toBe('64px');
    await buttonAt('on screen');
    expect(document.body.style.paddingBottom).toBe('');
  });

  it("shows the chosen variant's name, price and availability, and the form button's state: disabled while it loads or when its cart is off", async () => {
    document.body.innerHTML = page({ hasOptions: true });
    mountBar();
    await buttonAt('above');
    await act(async () => setProductVariant(5, chosenVariant({ ProductName: 'Kubek termiczny Jeż 0,5 l', PriceGross: 64.9 })));
    expect(bar()!.textContent).toContain('Kubek termiczny Jeż 0,5 l');
    expect(bar()!.textContent).toContain('64,90\u00a0zł');
    await act(async () => setProductVariant(5, chosenVariant({}, 'pending')));
    expect(barButton().disabled).toBe(true);
    await act(async () => setProductVariant(5, chosenVariant({ CartEnabled: false, ProductState: { Text: 'Wariant niedostępny', ColorHex: '#999999', Description: '', DaysAvailability: 0 } })));
    expect(barButton().disabled).toBe(true);
    // The disabled button says why: its description is the availability the page gives.
    expect(screen.getByRole('button', { name: 'Dodaj do koszyka', description: 'Dostępność: Wariant niedostępny' })).toBe(barButton());
  });

  it('on a product whose cart is off, shows its button disabled with the reason, as the server rendered it', async () => {
    document.body.innerHTML = page({ cartEnabled: false });
    mountBar();
    await buttonAt('above');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Dodaj do koszyka', description: 'Dostępność: Niedostępny' }).disabled).toBe(true);
  });

  it("by mouse: runs the form's own add, so a double click sends one AddCart, the bar's button busy meanwhile", async () => {
    document.body.innerHTML = page();
    const shop = cartShop({ held: true });
    mountForm();
    mountBar();
    await buttonAt('above');
    await userEvent.dblClick(barButton());
    await waitFor(() => expect(barButton().getAttribute('aria-busy')).toBe('true'));
    expect(barButton().disabled).toBe(true);
    shop.release();
    expect(await screen.findByRole('dialog', { name: message('add-to-cart.added') })).toBeTruthy();
    expect(shop.addCart).toEqual([{ request: { Amount: 1, ProductId: 5, OptionId: -1, addons: [] } }]);
    await act(async () => activeDialog.peek()!.dismiss());
    await waitFor(() => expect(barButton().hasAttribute('aria-busy')).toBe(false));
  });

  it('by keyboard, with an option missing: sends nothing, the form says so, and the first unchosen option is brought into view and focused', async () => {
    document.body.innerHTML = page({ hasOptions: true });
    const shop = cartShop();
    const options = document.querySelector<HTMLElement>('[data-island="product-options"]')!;
    options.scrollIntoView = vi.fn();
    mountForm(true);
    mountBar();
    await buttonAt('above');
    barButton().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '0,3 l' })));
    expect(options.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(screen.getByRole('alert').textContent).toBe(message('add-to-cart.missing-option'));
    expect(shop.addCart).toEqual([]);
  });

  it('brings the options into view at once when the shopper asked for less motion', async () => {
    fakeReducedMotion(true);
    document.body.innerHTML = page({ hasOptions: true });
    const options = document.querySelector<HTMLElement>('[data-island="product-options"]')!;
    options.scrollIntoView = vi.fn();
    mountForm(true);
    mountBar();
    await buttonAt('above');
    await userEvent.click(barButton());
    await waitFor(() => expect(options.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' }));
  });

  it('gives the bar back hidden, as the server rendered it, when it leaves', async () => {
    document.body.innerHTML = page();
    const { unmount } = mountBar();
    await buttonAt('above');
    unmount();
    expect(document.querySelector('[data-sticky-bar]')!.hasAttribute('hidden')).toBe(true);
    expect(observed).toBeNull();
  });

  it('read() names what is missing: the bar, its button, the product form', () => {
    const hook = document.createElement('div');
    expect(() => stickyAddToCart.read(hook, { productId: 5 })).toThrow('no [data-sticky-bar] inside the hook');
    hook.innerHTML = '<div data-sticky-bar hidden><span data-sticky-name>x</span><span data-sticky-price>1 zł</span></div>';
    expect(() => stickyAddToCart.read(hook, { productId: 5 })).toThrow('no <button data-sticky-button>');
    hook.firstElementChild!.insertAdjacentHTML('beforeend', '<button type="button" data-sticky-button>Kup</button>');
    document.body.innerHTML = '';
    expect(() => stickyAddToCart.read(hook, { productId: 5 })).toThrow('no add-to-cart form of product 5 on the page');
  });
});
