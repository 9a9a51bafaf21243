import { createSafeStorage, safeStorage, type SafeStorage } from '../storage';

/** What another tab, or a page restored from history, may show out of date. */
export type ChangeKind = 'cart' | 'wishlist';

export const CHANGE_KINDS: readonly ChangeKind[] = ['cart', 'wishlist'];

/**
 * When this browser last changed each, and in which tab, in localStorage: every tab of the shop
 * shares it, and a write reaches the others as a `storage` event, so no tab polls the server. Only a
 * time and a random tab id are kept, nothing of the shopper's (the cart lives on the server, the
 * wishlist in its cookie).
 */
export const CHANGE_STAMP_KEYS: Readonly<Record<ChangeKind, string>> = {
  cart: 'storefront.cart-changed',
  wishlist: 'storefront.wishlist-changed',
};

/** Where this tab keeps its id: sessionStorage is the tab's own, and lasts through its pages. */
const TAB_ID_KEY = 'storefront.tab';
const tabStorage = createSafeStorage(() => window.sessionStorage);

function tabId(): string {
  let id = tabStorage.get(TAB_ID_KEY);
  if (id === null || !/^[\w-]{1,40}$/.test(id)) {
    id = Math.random().toString(36).slice(2, 12);
    tabStorage.set(TAB_ID_KEY, id);
  }
  return id;
}

/** A change as stamped: when, whether this tab made it, and whether this very page did. */
export interface ChangeStamp {
  at: number;
  thisTab: boolean;
  thisPage: boolean;
}

/**
 * This page, as a stamp names it: when its document began. Read, not kept in this module, because the
 * watch and the islands that change the cart are built apart and each has its own copy of it; a page
 * the back/forward cache brings back is the same document, with the same origin time.
 */
const thisPage = (): string => String(Math.round(performance.timeOrigin));

/** Notes that the shopper changed `kind` now, for every other tab and every page of this tab's history. */
export function noteChange(kind: ChangeKind, storage: SafeStorage = safeStorage, now = Date.now()): void {
  storage.set(CHANGE_STAMP_KEYS[kind], `${now} ${tabId()} ${thisPage()}`);
}

/**
 * The last change of `kind`, or null when there was none, or when the entry is not a stamp
 * (tampered): such an entry is ignored rather than trusted, and the next change overwrites it.
 */
export function lastChange(kind: ChangeKind, storage: SafeStorage = safeStorage): ChangeStamp | null {
  const match = /^(\d{1,15}) ([\w-]{1,40}) (\d{1,15})$/.exec(storage.get(CHANGE_STAMP_KEYS[kind]) ?? '');
  if (!match) return null;
  const thisTab = match[2] === tabId();
  return { at: Number(match[1]), thisTab, thisPage: thisTab && match[3] === thisPage() };
}

/** The last change of `kind` made anywhere but on this page (another tab, or a later page of this one), or null. */
export function lastChangeElsewhere(kind: ChangeKind, storage: SafeStorage = safeStorage): ChangeStamp | null {
  const stamp = lastChange(kind, storage);
  return stamp?.thisPage ? null : stamp;
}

/** The kind a storage key stamps, if any: a `storage` event names the key it changed. */
export const kindOfKey = (key: string | null): ChangeKind | undefined => CHANGE_KINDS.find((kind) => CHANGE_STAMP_KEYS[kind] === key);
