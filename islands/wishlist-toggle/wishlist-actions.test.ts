// @vitest-environment happy-dom
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { heardEvents } from '../../test-support/heard-events';
import { wishlist } from '../../shared/state/wishlist';
import { toggledProducts } from '../../shared/state/wishlist-products';
import { toggleWishlistAction, wishlistIds } from './wishlist-actions';
import { setWishlist } from '../../test-support/set-wishlist';

/** A wishlist toggle as the server renders it on a card, not woken. */
const card = (id: number, name: string) =>
  `<form class="wishlist-form" data-island="wishlist-toggle" data-product-id="${id}" data-product-name="${name}" data-product-url="/produkt/${id}">` +
  `<button type="submit" class="wishlist-toggle" aria-pressed="false" aria-label="Dodaj do schowka: ${name}"></button></form>`;

const cookieIds = () => (JSON.parse(readCookie(WISHLIST_COOKIE) ?? '[]') as { id: number }[]).map((entry) => entry.id);
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });
const pressed = () => [...document.querySelectorAll('.wishlist-toggle')].map((button) => button.getAttribute('aria-pressed'));

beforeEach(() => {
  document.body.innerHTML = '';
  setWishlist([]);
  toggledProducts.value = new Map();
});
afterEach(() => {
  document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('toggleWishlistAction', () => {
  it('saves the product, then takes it off: the cookie follows, and theme scripts are told each time', async () => {
    const heard = heardEvents('storefront:wishlist');
    await expect(toggleWishlistAction(3, { name: 'Namiot', url: '/produkt/3' })).resolves.toEqual({ saved: true, ids: [3] });
    expect(cookieIds()).toEqual([3]);
    await announced('Dodano do schowka: Namiot. W schowku: 1.');
    await expect(toggleWishlistAction(3, { name: 'Namiot' })).resolves.toEqual({ saved: false, ids: [] });
    expect(cookieIds()).toEqual([]);
    await announced('Usunięto ze schowka: Namiot. W schowku: 0.');
    expect(heard).toEqual([
      { target: document, detail: { productId: 3, saved: true, ids: [3] } },
      { target: document, detail: { productId: 3, saved: false, ids: [] } },
    ]);
  });

  it('lets the wishlist box name a product it was given the name and address of', async () => {
    await toggleWishlistAction(3, { name: 'Namiot', url: '/produkt/3' });
    expect(toggledProducts.peek().get(3)).toEqual({ name: 'Namiot', url: '/produkt/3' });
  });

  it("reads an omitted name and address off the product's toggle on the page, and sets that sleeping toggle's state", async () => {
    document.body.innerHTML = card(4, 'Śpiwór') + card(3, 'Namiot') + card(3, 'Namiot');
    await toggleWishlistAction(3);
    await announced('Dodano do schowka: Namiot. W schowku: 1.');
    expect(toggledProducts.peek().get(3)).toEqual({ name: 'Namiot', url: '/produkt/3' });
    expect(pressed()).toEqual(['false', 'true', 'true']);
    await toggleWishlistAction(3);
    expect(pressed()).toEqual(['false', 'false', 'false']);
  });

  it('names no product when neither the caller nor the page does', async () => {
    await expect(toggleWishlistAction(9)).resolves.toEqual({ saved: true, ids: [9] });
    await announced('Dodano do schowka. W schowku: 1.');
    expect(toggledProducts.peek().has(9)).toBe(false);
  });

  it('rejects an address on another site, having changed nothing', async () => {
    document.body.innerHTML = card(3, 'Namiot');
    await toggleWishlistAction(4, { name: 'Śpiwór', url: '/produkt/4' });
    const heard = heardEvents('storefront:wishlist');
    const before = wishlist.peek();
    const cookie = readCookie(WISHLIST_COOKIE);
    await expect(toggleWishlistAction(3, { name: 'Namiot', url: 'https://evil.example/produkt/3' })).rejects.toThrow(
      new TypeError('storefront.wishlist.toggle: url must be an address on this site, not "https://evil.example/produkt/3"'),
    );
    await expect(toggleWishlistAction(3, { url: 'javascript:alert(1)' })).rejects.toThrow(TypeError);
    expect(wishlist.peek()).toBe(before);
    expect(readCookie(WISHLIST_COOKIE)).toBe(cookie);
    expect(heard).toEqual([]);
    expect(toggledProducts.peek().has(3)).toBe(false);
    expect(pressed()).toEqual(['false']);
  });
});

describe('wishlistIds', () => {
  it('lists the saved products oldest first', async () => {
    await expect(wishlistIds()).resolves.toEqual([]);
    for (const id of [7, 3, 5]) await toggleWishlistAction(id);
    await expect(wishlistIds()).resolves.toEqual([7, 3, 5]);
    await toggleWishlistAction(3);
    await expect(wishlistIds()).resolves.toEqual([7, 5]);
  });
});
