// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/errors';
import { answer, hangingFetch, sent, stubFetch } from '../../test-support/fake-fetch';
import { heardEvents, type Heard } from '../../test-support/heard-events';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../../test-support/prerender';
import { refreshAfterCartChange } from './refresh-mini-cart';

const MINI_CART = '<a class="mini-cart" href="/koszyk" data-cart-count="3">Koszyk 3 produkty</a><script>window.hacked = true</script>';

beforeEach(() => {
  document.body.innerHTML = '<div data-cart-refresh-area><a href="/koszyk" data-cart-count="0">Koszyk 0</a></div><div data-cart-refresh-area></div>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetPrerendering();
});

/** A refresh after a change: whether the mini cart shows it, and the failure handed on, if any. */
async function refreshed(signal?: AbortSignal): Promise<{ shown: boolean; error?: ApiError }> {
  let error: ApiError | undefined;
  const shown = await refreshAfterCartChange('refresh', (failure) => (error = failure as ApiError), signal);
  return { shown, error };
}

describe('refreshing the mini cart', () => {
  it('posts /smallcart and puts its HTML into every refresh area, scripts inert', async () => {
    answer(MINI_CART);
    expect(await refreshed()).toEqual({ shown: true, error: undefined });
    expect(sent()).toMatchObject({ method: 'POST' });
    expect(sent()!.url).toMatch(/\/smallcart$/);
    const areas = document.querySelectorAll('[data-cart-refresh-area]');
    areas.forEach((area) => expect(area.textContent).toContain('Koszyk 3 produkty'));
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('asks nothing while the page is prerendered, and refreshes once the shopper opens it', async () => {
    startPrerendering();
    answer(MINI_CART);
    const refresh = refreshed();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent()).toBeUndefined();
    showPrerenderedPage();
    expect(await refresh).toEqual({ shown: true, error: undefined });
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk 3 produkty');
  });

  it('leaves the mini cart as it was when the call fails', async () => {
    answer('oops', 500);
    const { error } = await refreshed();
    expect(error!.kind).toBe('http');
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk 0');
  });

  it('keeps the mini cart when the answer would leave it blank (empty, or cut short before its text)', async () => {
    for (const body of ['', '<a class="mini-cart" href="/koszyk" data-cart-count="3"><svg viewBox="0 0 24 24"></svg>']) {
      answer(body);
      const { error } = await refreshed();
      expect(error!.kind).toBe('parse');
      expect(error!.message).toMatch(/^smallcart: answer holds no text/);
      expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk 0');
    }
    // A mini cart that is only an icon, named by aria-label, is not blank.
    answer('<a class="mini-cart" href="/koszyk" aria-label="Koszyk: 2 produkty" data-cart-count="2"><svg></svg></a>');
    await refreshed();
    expect(document.querySelector('[data-cart-refresh-area] a')!.getAttribute('aria-label')).toBe('Koszyk: 2 produkty');
  });

  it('aborts an older refresh when a newer one starts: only the newer answer is asked for to the end', async () => {
    const signals: AbortSignal[] = [];
    stubFetch((request) => {
      signals.push(request.signal);
      return signals.length === 1 ? new Promise<Response>(() => undefined) : Promise.resolve(new Response(MINI_CART));
    });
    const older = refreshed();
    await refreshed();
    expect(signals[0]!.aborted).toBe(true);
    expect((await older).shown).toBe(true);
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toContain('Koszyk 3');
  });

  it('stops when the caller aborts', async () => {
    const signals: AbortSignal[] = [];
    stubFetch((request) => {
      signals.push(request.signal);
      return new Promise<Response>(() => undefined);
    });
    const controller = new AbortController();
    const call = refreshed(controller.signal);
    controller.abort();
    expect(await call).toEqual({ shown: false, error: undefined });
    expect(signals[0]!.aborted).toBe(true);
  });
});

describe('refreshAfterCartChange', () => {
  let heard: Heard<'storefront:cart'>[];
  const told = () => heard.map((event) => event.detail);
  beforeEach(() => {
    heard = heardEvents('storefront:cart');
  });

  it('tells theme scripts on the document once the mini cart shows the change', async () => {
    answer(MINI_CART);
    const onFailure = vi.fn();
    await refreshAfterCartChange('cart-page', onFailure);
    expect(told()).toEqual([{ source: 'cart-page' }]);
    expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toContain('Koszyk 3');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('tells them all the same when the refresh fails, the cart having changed, and hands the failure on', async () => {
    answer('oops', 500);
    const onFailure = vi.fn();
    await expect(refreshAfterCartChange('add', onFailure)).resolves.toBe(false);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'http' }));
    expect(told()).toEqual([{ source: 'add' }]);
  });

  it('tells nothing for a refresh whose caller went', async () => {
    hangingFetch();
    const controller = new AbortController();
    const onFailure = vi.fn();
    const cut = refreshAfterCartChange('add', onFailure, controller.signal);
    controller.abort();
    await expect(cut).resolves.toBe(false);
    expect(told()).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('tells of a change whose refresh a newer one overtook once that one shows it, leaving its failure to it', async () => {
    hangingFetch();
    const onFailure = vi.fn();
    const older = refreshAfterCartChange('add', onFailure);
    answer(MINI_CART);
    await expect(refreshAfterCartChange('refresh', onFailure)).resolves.toBe(true);
    await expect(older).resolves.toBe(true);
    expect(told()).toEqual([{ source: 'refresh' }, { source: 'add' }]);
    expect(onFailure).not.toHaveBeenCalled();

    hangingFetch();
    const overtaken = refreshAfterCartChange('add', onFailure);
    answer('oops', 500);
    await expect(refreshAfterCartChange('cart-page', onFailure)).resolves.toBe(false);
    await expect(overtaken).resolves.toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe('telling other tabs', () => {
  beforeEach(() => localStorage.clear());

  it('stamps a change made here, and not a catch-up with a change made elsewhere', async () => {
    const { lastChange, CHANGE_STAMP_KEYS } = await import('../freshness/change-stamps');
    answer(MINI_CART);
    await refreshAfterCartChange('other-tab', () => undefined);
    await refreshAfterCartChange('restored', () => undefined);
    expect(localStorage.getItem(CHANGE_STAMP_KEYS.cart)).toBeNull();
    answer(MINI_CART);
    await refreshAfterCartChange('add', () => undefined);
    expect(lastChange('cart')).toEqual({ at: expect.any(Number), thisTab: true, thisPage: true });
  });
});
