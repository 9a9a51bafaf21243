// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { testContext } from '../test-context';

const BOX = `<section class="wishlist-box" data-wishlist-count="1"><h2>Schowek <span class="wishlist-box__count">(1)</span></h2>
<ul class="wishlist-box__list"><li data-product-id="7"><a href="/produkt/7">Kurtka</a></li></ul></section>
<form data-island="wishlist-toggle" data-product-id="3" data-product-name="Namiot <b>" data-product-url="/produkt/3"></form>`;

async function setUp(cookie: string) {
  document.cookie = `${WISHLIST_COOKIE}=${encodeURIComponent(cookie)}; Path=/`;
  document.body.innerHTML = BOX;
  vi.resetModules();
  const { default: box } = await import('./wishlist-box');
  const state = await import('../../shared/state/wishlist');
  const element = document.querySelector<HTMLElement>('.wishlist-box')!;
  const unmount = box.mount(element, {}, testContext(element)) as () => void;
  return { element, unmount, ...state };
}

const names = (element: HTMLElement) => [...element.querySelectorAll('li')].map((li) => `${li.dataset.productId}:${li.textContent}`);

describe('wishlist-box island', () => {
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('follows the signal: count and entries newest first, names from the cards as text', async () => {
    const { element, toggleWishlist, unmount } = await setUp('[{"id":7,"date":1}]');
    toggleWishlist(3);
    expect(element.dataset.wishlistCount).toBe('2');
    expect(element.querySelector('.wishlist-box__count')!.textContent).toBe('(2)');
    expect(names(element)).toEqual(['3:Namiot <b>', '7:Kurtka']);
    expect(element.querySelector('b')).toBeNull();
    toggleWishlist(3);
    toggleWishlist(7);
    expect(element.querySelector('.wishlist-box__list')).toBeNull();
    expect(element.querySelector('.wishlist-box__empty')!.textContent).toContain('Schowek jest pusty');
    unmount();
    toggleWishlist(7);
    expect(element.dataset.wishlistCount).toBe('0');
  });

  it('never links a product URL the toggle schema refuses (javascript:, data:), even from a hook boot left inert', async () => {
    const { element, toggleWishlist, unmount } = await setUp('[]');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form data-island="wishlist-toggle" data-product-id="8" data-product-name="Zły" data-product-url=" JaVaScRiPt:alert(1)"></form>' +
        '<form data-island="wishlist-toggle" data-product-id="9" data-product-name="Też zły" data-product-url="data:text/html,x"></form>',
    );
    toggleWishlist(8);
    toggleWishlist(9);
    expect(element.dataset.wishlistCount).toBe('2');
    expect(element.querySelectorAll('a')).toHaveLength(0);
    unmount();
  });

  it('counts an entry it cannot name (a product this page does not show) without listing it', async () => {
    const { element } = await setUp('[{"id":7,"date":1},{"id":99,"date":2},{"id":"bad"}]');
    expect(element.dataset.wishlistCount).toBe('2');
    expect(names(element)).toEqual(['7:Kurtka']);
  });
});
