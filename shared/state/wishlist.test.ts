// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { WishlistEntry } from '../api/types';
import { WISHLIST_COOKIE } from '../constants';
import { readCookie } from '../cookies';
import { listenerErrorsAsInBrowsers } from '../../test-support/listener-errors';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../../test-support/prerender';
import type { WishlistEventDetail } from '../events/types';

/** Sets the cookie as the server does, then loads a fresh copy of the module to read it. */
async function loadWith(value: string | undefined): Promise<typeof import('./wishlist')> {
  if (value !== undefined) document.cookie = `${WISHLIST_COOKIE}=${encodeURIComponent(value)}; Path=/`;
  vi.resetModules();
  return import('./wishlist');
}

const cookieList = (): unknown => JSON.parse(readCookie(WISHLIST_COOKIE) ?? 'null');

/** The `storefront:wishlist` details heard on the document, with the cookie's ids as each was heard. */
function wishlistEvents(): { target: EventTarget | null; detail: WishlistEventDetail; cookie: number[] }[] {
  const heard: { target: EventTarget | null; detail: WishlistEventDetail; cookie: number[] }[] = [];
  const listener = (event: GlobalEventHandlersEventMap['storefront:wishlist']) =>
    heard.push({ target: event.target, detail: event.detail, cookie: (cookieList() as WishlistEntry[]).map((entry) => entry.id) });
  document.addEventListener('storefront:wishlist', listener);
  onTestFinished(() => document.removeEventListener('storefront:wishlist', listener));
  return heard;
}

const entries = (count: number): WishlistEntry[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, date: 1000 + i }));

describe('wishlist', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(50_000);
  });
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    vi.useRealTimers();
    forgetPrerendering();
  });

  it('starts empty and writes no cookie when there is none', async () => {
    const { wishlist } = await loadWith(undefined);
    expect(wishlist.value).toEqual([]);
    expect(readCookie(WISHLIST_COOKIE)).toBeUndefined();
  });

  it('reads a valid cookie as it is, without rewriting it', async () => {
    const list = [{ id: 7, date: 1 }, { id: 3, date: 2 }];
    const write = vi.spyOn(document, 'cookie', 'set');
    const { wishlist } = await loadWith(JSON.stringify(list));
    expect(wishlist.value).toEqual(list);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not json', []],
    ['[{"id":"x"}]', []],
    ['{}', []],
    ['[{"id":2,"date":5},{"id":1,"date":3},{"id":2,"date":1}]', [{ id: 1, date: 3 }, { id: 2, date: 5 }]],
    [JSON.stringify(entries(300)), entries(300).slice(-20)],
  ])('cleans the tampered cookie %#', async (value, expected) => {
    const { wishlist } = await loadWith(value);
    expect(wishlist.value).toEqual(expected);
    expect(cookieList()).toEqual(expected);
  });

  it('writes no cookie while the page is prerendered, neither a cleaned one nor a toggle, until the shopper opens it', async () => {
    startPrerendering();
    const tampered = '[{"id":2,"date":5},{"id":2,"date":1}]';
    const { wishlist, toggleWishlist } = await loadWith(tampered);
    expect(toggleWishlist(3)).toBe('added');
    expect(wishlist.value).toEqual([{ id: 2, date: 5 }, { id: 3, date: 50_000 }]);
    expect(readCookie(WISHLIST_COOKIE)).toBe(tampered);
    showPrerenderedPage();
    expect(cookieList()).toEqual(wishlist.value);
  });

  it('toggles an entry in the signal and the cookie', async () => {
    const { wishlist, toggleWishlist } = await loadWith(JSON.stringify([{ id: 1, date: 10 }]));
    expect(toggleWishlist(2)).toBe('added');
    expect(wishlist.value).toEqual([{ id: 1, date: 10 }, { id: 2, date: 50_000 }]);
    expect(cookieList()).toEqual(wishlist.value);
    expect(toggleWishlist(1)).toBe('removed');
    expect(cookieList()).toEqual([{ id: 2, date: 50_000 }]);
  });

  it('drops the oldest entry when a 21st is added', async () => {
    const { wishlist, toggleWishlist } = await loadWith(JSON.stringify(entries(20)));
    toggleWishlist(99);
    expect(wishlist.value).toHaveLength(20);
    expect(wishlist.value.some((entry) => entry.id === 1)).toBe(false);
    expect(cookieList()).toEqual(wishlist.value);
  });

  it('rejects an id that is not a positive integer', async () => {
    const { wishlist, toggleWishlist } = await loadWith(undefined);
    expect(() => toggleWishlist(Number.NaN)).toThrow(RangeError);
    expect(() => toggleWishlist(0)).toThrow('toggleWishlist: id must be a positive integer, got 0');
    expect(wishlist.value).toEqual([]);
  });

  it('tells theme scripts on the document of each change, once saved, with every id oldest first', async () => {
    const { toggleWishlist } = await loadWith(JSON.stringify([{ id: 5, date: 10 }]));
    const heard = wishlistEvents();
    toggleWishlist(2);
    toggleWishlist(5);
    expect(heard).toEqual([
      { target: document, detail: { productId: 2, saved: true, ids: [5, 2] }, cookie: [5, 2] },
      { target: document, detail: { productId: 5, saved: false, ids: [2] }, cookie: [2] },
    ]);
  });

  it('tells the ids as kept when a 21st entry pushed the oldest out', async () => {
    const { toggleWishlist } = await loadWith(JSON.stringify(entries(20)));
    const heard = wishlistEvents();
    toggleWishlist(99);
    expect(heard.map(({ detail }) => detail)).toEqual([{ productId: 99, saved: true, ids: [...entries(20).slice(1).map((entry) => entry.id), 99] }]);
  });

  it("tells nothing of a rejected id, and saves on when a theme script's listener throws", async () => {
    const { reported } = listenerErrorsAsInBrowsers();
    const { wishlist, toggleWishlist } = await loadWith(undefined);
    const heard = wishlistEvents();
    expect(() => toggleWishlist(-1)).toThrow(RangeError);
    expect(heard).toEqual([]);
    const failure = new Error('theme script broke');
    const throwing = () => {
      throw failure;
    };
    document.addEventListener('storefront:wishlist', throwing);
    onTestFinished(() => document.removeEventListener('storefront:wishlist', throwing));
    expect(toggleWishlist(4)).toBe('added');
    expect(wishlist.value).toEqual([{ id: 4, date: 50_000 }]);
    expect(reported).toEqual([failure]);
  });
});

describe('wishlist kept in step with other tabs', () => {
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    localStorage.clear();
  });
  const otherTabSaves = (list: WishlistEntry[]) => (document.cookie = `${WISHLIST_COOKIE}=${encodeURIComponent(JSON.stringify(list))}; Path=/`);

  it('toggles from the cookie, so a product another tab saved since is kept', async () => {
    const { wishlist, toggleWishlist } = await loadWith(JSON.stringify([{ id: 1, date: 1 }]));
    otherTabSaves([{ id: 1, date: 1 }, { id: 2, date: 2 }]);
    toggleWishlist(3);
    expect((cookieList() as WishlistEntry[]).map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(wishlist.value.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('stamps each toggle for the other tabs', async () => {
    const { toggleWishlist } = await loadWith(undefined);
    const { lastChange } = await import('../freshness/change-stamps');
    toggleWishlist(4);
    expect(lastChange('wishlist')).toEqual({ at: expect.any(Number), thisTab: true, thisPage: true });
  });

  it('takes the list the cookie holds now, and leaves the signal alone when it is the same', async () => {
    const { wishlist, reloadWishlist } = await loadWith(JSON.stringify([{ id: 1, date: 1 }]));
    const before = wishlist.value;
    reloadWishlist();
    expect(wishlist.value).toBe(before);
    otherTabSaves([{ id: 5, date: 9 }]);
    reloadWishlist();
    expect(wishlist.value).toEqual([{ id: 5, date: 9 }]);
  });
});
