// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_STAMP_KEYS } from '../../shared/freshness/change-stamps';
import { keepPageFresh } from './freshness';

/** Another tab's cart change, heard as a `storage` event. */
const cartChangedElsewhere = () => {
  localStorage.setItem(CHANGE_STAMP_KEYS.cart, `${Date.now() + 60_000} othertab 1`);
  window.dispatchEvent(new StorageEvent('storage', { key: CHANGE_STAMP_KEYS.cart }));
};

let stop = () => {};

afterEach(() => {
  stop();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('keepPageFresh', () => {
  it("reports a catch-up chunk that failed to load, once, naming the freshness watch", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = keepPageFresh(() => Promise.reject(new Error('chunk gone')), () => false);
    cartChangedElsewhere();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]![0]).toMatch(/island "freshness" on <body>: could not load what shows the cart as changed elsewhere/);
  });

  it('says nothing of a catch-up chunk cut off by the page being left', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('chunk cut off')));
    stop = keepPageFresh(load, () => true);
    cartChangedElsewhere();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(error).not.toHaveBeenCalled();
  });
});
