// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answer, sent } from '../../test-support/fake-fetch';
import { heardEvents } from '../../test-support/heard-events';
import type { CartEventDetail } from '../../shared/events/types';
import { refreshMiniCartAction } from './refresh-mini-cart-action';

const MINI_CART = '<a class="mini-cart" href="/koszyk" data-cart-count="3">Koszyk 3 produkty</a>';
const miniCart = () => document.querySelector('[data-cart-refresh-area]')!.textContent;

beforeEach(() => {
  document.body.innerHTML = '<div data-cart-refresh-area><a href="/koszyk" data-cart-count="0">Koszyk 0</a></div>';
});

describe('refreshMiniCartAction', () => {
  it('resolves true, and tells theme scripts with source "refresh", once the mini cart shows the answer', async () => {
    answer(MINI_CART);
    const told: [CartEventDetail, string | null][] = [];
    const listener = (event: CustomEvent<CartEventDetail>) => told.push([event.detail, miniCart()]);
    document.addEventListener('storefront:cart', listener);
    onTestFinished(() => document.removeEventListener('storefront:cart', listener));
    await expect(refreshMiniCartAction()).resolves.toBe(true);
    expect(sent()!.url).toMatch(/\/smallcart$/);
    expect(told).toEqual([[{ source: 'refresh' }, 'Koszyk 3 produkty']]);
  });

  it('resolves false on a failed call, reported once as storefront.refreshMiniCart, the mini cart left as it was', async () => {
    answer('oops', 500);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = heardEvents('storefront:error');
    await expect(refreshMiniCartAction()).resolves.toBe(false);
    expect(reported).toEqual([
      {
        target: document.body,
        detail: { island: 'storefront.refreshMiniCart', message: expect.stringMatching(/^could not refresh the mini cart: smallcart: HTTP 500/), call: 'smallcart', status: 500, error: expect.any(Error) },
      },
    ]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(miniCart()).toBe('Koszyk 0');
  });
});
