// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { wishlist } from '../../shared/state/wishlist';
import { toggledProducts } from '../../shared/state/wishlist-products';
import { toggleProduct } from './toggle-product';
import { setWishlist } from '../../test-support/set-wishlist';

const namiot = { productId: 3, productName: 'Namiot', productUrl: '/produkt/3' };

describe('toggleProduct', () => {
  beforeEach(() => {
    setWishlist([]);
    toggledProducts.value = new Map();
  });
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('adds, then removes, saving the cookie and saying what happened', () => {
    expect(toggleProduct(namiot)).toBe('Dodano do schowka: Namiot. W schowku: 1.');
    expect(wishlist.value.map((entry) => entry.id)).toEqual([3]);
    expect(JSON.parse(readCookie(WISHLIST_COOKIE)!)).toEqual(wishlist.value);
    expect(toggleProduct(namiot)).toBe('Usunięto ze schowka: Namiot. W schowku: 0.');
    expect(wishlist.value).toEqual([]);
  });

  it('says when the 21st entry dropped the oldest', () => {
    setWishlist(Array.from({ length: 20 }, (_, i) => ({ id: 101 + i, date: i })));
    expect(toggleProduct(namiot)).toContain('usunięto najdawniej dodany');
    expect(wishlist.value).toHaveLength(20);
    expect(wishlist.value.map((entry) => entry.id)).not.toContain(101);
  });

  it('remembers the name and page for the wishlist box, once the toggle succeeded', () => {
    toggleProduct(namiot);
    expect(toggledProducts.value.get(3)).toEqual({ name: 'Namiot', url: '/produkt/3' });
    const before = toggledProducts.value;
    toggleProduct(namiot);
    expect(toggledProducts.value).toBe(before);
    expect(() => toggleProduct({ ...namiot, productId: 0 })).toThrow(RangeError);
    expect(toggledProducts.value.has(0)).toBe(false);
  });
});
