// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { wishlist } from '../../shared/state/wishlist';
import { answer, sent } from '../../test-support/fake-fetch';
import { heardEvents } from '../../test-support/heard-events';
import { catchUp } from './catch-up';

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
});

describe('catching up with a change made elsewhere', () => {
  it('asks the server for the mini cart, shows it, and tells theme scripts why', async () => {
    document.body.innerHTML = '<div data-cart-refresh-area><a href="/koszyk">Koszyk 0</a></div>';
    answer('<a href="/koszyk">Koszyk 2</a>');
    const heard = heardEvents('storefront:cart');
    catchUp('cart', 'other-tab');
    await vi.waitFor(() => expect(heard.map((event) => event.detail)).toEqual([{ source: 'other-tab' }]));
    expect(sent()!.url).toMatch(/\/smallcart$/);
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk 2');
    // A catch-up is no change of this page's: other tabs are not told again.
    expect(localStorage.length).toBe(0);
  });

  it('reports, once, a mini cart that could not be asked for, and leaves it as it was', async () => {
    document.body.innerHTML = '<div data-cart-refresh-area><a href="/koszyk">Koszyk 0</a></div>';
    answer('down', 503);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    catchUp('cart', 'restored');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]![0]).toMatch(/^\[storefront\] island "freshness" on <div>: could not show the cart as changed since this page was shown: /);
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk 0');
  });

  it("takes the cookie's wishlist and sets the toggles still asleep from it", () => {
    document.body.innerHTML = ['1', '2'].map((id) => `<div data-island="wishlist-toggle" data-product-id="${id}"><button class="wishlist-toggle" aria-pressed="false">Do listy</button></div>`).join('');
    document.cookie = `${WISHLIST_COOKIE}=${encodeURIComponent(JSON.stringify([{ id: 2, date: 5 }]))}; Path=/`;
    catchUp('wishlist', 'other-tab');
    expect(wishlist.value).toEqual([{ id: 2, date: 5 }]);
    expect([...document.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });
});
