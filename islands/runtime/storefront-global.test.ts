// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import type { ErrorEventDetail } from '../../shared/events/types';
import { dispatch } from '../../shared/events/dispatch';
import { heardEvents } from '../../test-support/heard-events';
import { wishlist } from '../../shared/state/wishlist';
import { RELEASE } from './release';
import { defineStorefront } from './storefront-global';
import { setWishlist } from '../../test-support/set-wishlist';

const MINI_CART = '<a href="/koszyk" data-cart-count="1">Koszyk: 1 produkt</a>';

/** Every request the page made, by path; the shop answers the mini cart, and nothing else is expected. */
let requested: string[];

beforeEach(() => {
  document.body.innerHTML = '<div data-cart-refresh-area>Koszyk: 0</div>';
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requested.push(new URL(request.url).pathname);
      return new Response(MINI_CART, { headers: { 'content-type': 'text/html' } });
    }),
  );
  setWishlist([]);
  defineStorefront();
});
afterEach(() => {
  delete (window as Partial<Window>).storefront;
  document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

/** 'settled' when the promise has settled by the next task, else 'pending'. */
const stateOf = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'settled'), new Promise<string>((resolve) => setTimeout(resolve, 0, 'pending'))]);

describe('window.storefront', () => {
  it('is defined with ready already settled and the five actions, each returning a promise', async () => {
    const { storefront } = window;
    expect(await stateOf(storefront.ready)).toBe('settled');
    expect(typeof storefront.addToCart).toBe('function');
    expect(typeof storefront.refreshMiniCart).toBe('function');
    expect(typeof storefront.openQuestionForm).toBe('function');
    expect(typeof storefront.wishlist.ids).toBe('function');
    expect(typeof storefront.wishlist.toggle).toBe('function');
    const ids = storefront.wishlist.ids();
    expect(ids).toBeInstanceOf(Promise);
    await expect(ids).resolves.toEqual([]);
  });

  it('names its release, gives it to every report before any listener hears it, and keeps the last 50 for a script that listens late: oldest first, a copy each call', () => {
    expect(window.storefront).toMatchObject({ version: RELEASE.version, build: RELEASE.build });
    const hook = document.body.appendChild(document.createElement('div'));
    // As reportIslandProblem dispatches them, in boot or in a chunk: without the release.
    const report = (message: string) => dispatch(hook, 'storefront:error', { island: 'faq', message } as ErrorEventDetail);
    const heard: ErrorEventDetail[] = [];
    hook.addEventListener('storefront:error', ({ detail }) => heard.push({ ...detail }));
    report('report 1');
    expect(heard).toEqual([{ island: 'faq', message: 'report 1', release: RELEASE }]);
    // A theme listener that stops the event on the document does not hide it: window hears it first.
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener('storefront:error', stop, true);
    for (let n = 2; n <= 52; n++) report(`report ${n}`);
    document.removeEventListener('storefront:error', stop, true);
    const kept = window.storefront.errors();
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual({ island: 'faq', message: 'report 3', release: RELEASE });
    expect(kept.at(-1)!.message).toBe('report 52');
    kept.length = 0;
    expect(window.storefront.errors()).toHaveLength(50);
  });

  it('rejects a bad argument with the TypeError naming it, and fetches nothing', async () => {
    const { storefront } = window;
    const bad = [
      [() => storefront.addToCart({ productId: '3' } as never), 'storefront.addToCart: productId must be a positive whole number, not "3"'],
      [() => storefront.openQuestionForm({ type: 'kontakt' } as never), 'storefront.openQuestionForm: type must be a positive whole number, not "kontakt"'],
      [() => storefront.wishlist.toggle(0), 'storefront.wishlist.toggle: productId must be a positive whole number, not 0'],
    ] as const;
    for (const [call, message] of bad) {
      const error = await call().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe(message);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(wishlist.value).toEqual([]);
  });

  it('runs the actions from their chunk: calls made together all wait for it, and each does its work', async () => {
    const { storefront } = window;
    const cart = heardEvents('storefront:cart');
    const [refreshed, toggled] = await Promise.all([storefront.refreshMiniCart(), storefront.wishlist.toggle(7)]);
    expect(refreshed).toBe(true);
    expect(requested).toEqual(['/smallcart']);
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 1 produkt');
    expect(cart.map((event) => event.detail)).toEqual([{ source: 'refresh' }]);
    expect(toggled).toEqual({ saved: true, ids: [7] });
    await expect(storefront.wishlist.ids()).resolves.toEqual([7]);
  });
});
