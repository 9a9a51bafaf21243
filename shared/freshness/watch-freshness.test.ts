// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_STAMP_KEYS, noteChange } from './change-stamps';
import { watchFreshness } from './watch-freshness';

/** Another tab's change, heard as a `storage` event (a document never hears its own). */
const stampElsewhere = (key: string, at: number, tab = 'othertab') => {
  localStorage.setItem(key, `${at} ${tab} 1`);
  window.dispatchEvent(new StorageEvent('storage', { key }));
};
/** A change made by a later page of this tab (another document): written while this page was away, so heard as no event. */
const stampLaterPageOfThisTab = (at: number) => {
  noteChange('cart', undefined, at);
  const [time, tab] = localStorage.getItem(CHANGE_STAMP_KEYS.cart)!.split(' ');
  localStorage.setItem(CHANGE_STAMP_KEYS.cart, `${time} ${tab} 1`);
};

// happy-dom's PageTransitionEvent drops `persisted`.
const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

let visibility: DocumentVisibilityState = 'visible';
let stop = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('watchFreshness', () => {
  it('catches up at once with a change another tab makes while this one is visible', () => {
    const catchUp = vi.fn();
    stop = watchFreshness(catchUp, 1_000);
    expect(catchUp).not.toHaveBeenCalled();
    stampElsewhere(CHANGE_STAMP_KEYS.cart, 2_000);
    expect(catchUp.mock.calls).toEqual([['cart', 'other-tab']]);
    // The same stamp heard again is nothing new.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while hidden, and catches up once when shown', () => {
    const catchUp = vi.fn();
    stop = watchFreshness(catchUp, 1_000);
    visibility = 'hidden';
    stampElsewhere(CHANGE_STAMP_KEYS.wishlist, 2_000);
    stampElsewhere(CHANGE_STAMP_KEYS.wishlist, 3_000);
    expect(catchUp).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(catchUp.mock.calls).toEqual([['wishlist', 'other-tab']]);
  });

  it('catches up with a change made before it started but after the page was requested', () => {
    localStorage.setItem(CHANGE_STAMP_KEYS.cart, '1500 othertab 1');
    localStorage.setItem(CHANGE_STAMP_KEYS.wishlist, '500 othertab 1');
    const catchUp = vi.fn();
    stop = watchFreshness(catchUp, 1_000);
    expect(catchUp.mock.calls).toEqual([['cart', 'other-tab']]);
  });

  it('treats a page from the HTTP cache as older than any change: one this tab made since says it was restored', () => {
    stampLaterPageOfThisTab(5);
    const catchUp = vi.fn();
    stop = watchFreshness(catchUp, 0);
    expect(catchUp.mock.calls).toEqual([['cart', 'restored']]);
  });

  it('catches up when the back/forward cache shows the page again, not on a first show', async () => {
    const catchUp = vi.fn();
    stop = watchFreshness(catchUp, 1_000);
    localStorage.setItem(CHANGE_STAMP_KEYS.cart, '2000 othertab 1');
    window.dispatchEvent(pageShow(false));
    expect(catchUp).not.toHaveBeenCalled();
    window.dispatchEvent(pageShow(true));
    expect(catchUp.mock.calls).toEqual([['cart', 'other-tab']]);
  });

  it('waits while the page is prerendered, and catches up when it is shown', () => {
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    try {
      localStorage.setItem(CHANGE_STAMP_KEYS.cart, '2000 othertab 1');
      const catchUp = vi.fn();
      stop = watchFreshness(catchUp, 1_000);
      stampElsewhere(CHANGE_STAMP_KEYS.cart, 3_000);
      expect(catchUp).not.toHaveBeenCalled();
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(catchUp.mock.calls).toEqual([['cart', 'other-tab']]);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  it("ignores this page's own change and a tampered stamp", () => {
    const catchUp = vi.fn();
    stop = watchFreshness(catchUp, 1_000);
    noteChange('cart', undefined, 5_000);
    document.dispatchEvent(new Event('visibilitychange'));
    localStorage.setItem(CHANGE_STAMP_KEYS.wishlist, '<b>soon</b>');
    window.dispatchEvent(new StorageEvent('storage', { key: CHANGE_STAMP_KEYS.wishlist }));
    expect(catchUp).not.toHaveBeenCalled();
  });

  it('stops listening when cleaned up', () => {
    const catchUp = vi.fn();
    watchFreshness(catchUp, 1_000)();
    stampElsewhere(CHANGE_STAMP_KEYS.cart, 2_000);
    expect(catchUp).not.toHaveBeenCalled();
  });
});
