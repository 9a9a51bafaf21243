import { signal } from '@preact/signals-react';
import type { WishlistEntry } from '../api/types';
import { WISHLIST_COOKIE, WISHLIST_COOKIE_DAYS } from '../constants';
import { readCookie, readJsonCookie, writeCookie } from '../cookies';
import { dispatch } from '../events/dispatch';
import { noteChange } from '../freshness/change-stamps';
import { whenShown } from '../when-shown';
import { hasEntry, parseWishlist, toggleEntry } from '../wishlist-rules';

/** A prerendered page writes the cookie only once the shopper opens it. */
function save(list: readonly WishlistEntry[]): void {
  whenShown(() => writeCookie(WISHLIST_COOKIE, JSON.stringify(list), WISHLIST_COOKIE_DAYS));
}

function load(): WishlistEntry[] {
  const raw = readCookie(WISHLIST_COOKIE);
  if (raw === undefined) return [];
  const list = readJsonCookie(WISHLIST_COOKIE, parseWishlist) ?? [];
  // A tampered or over-long cookie is rewritten cleaned, so the server renders the list the islands show.
  if (JSON.stringify(list) !== raw) save(list);
  return list;
}

/** The wishlist, oldest first, as kept in the wishlist-cookie. */
export const wishlist = signal<WishlistEntry[]>(load());

/**
 * Adds or removes a product and saves the cookie; says which, for the announcement. Theme scripts hear
 * of every change from here, whoever made it: `storefront:wishlist` on the document, once saved.
 */
export function toggleWishlist(id: number): 'added' | 'removed' {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`toggleWishlist: id must be a positive integer, got ${String(id)}`);
  // From the cookie, not the signal: another tab may have saved a product since this page read it,
  // and toggling from the older list would drop that product.
  const next = toggleEntry(load(), id, Date.now());
  wishlist.value = next;
  save(next);
  noteChange('wishlist');
  const saved = hasEntry(next, id);
  dispatch(document, 'storefront:wishlist', { productId: id, saved, ids: next.map((entry) => entry.id) });
  return saved ? 'added' : 'removed';
}

/** Takes the list the cookie holds now, when another tab changed it; the islands render it from the signal. */
export function reloadWishlist(): void {
  const list = load();
  if (JSON.stringify(list) !== JSON.stringify(wishlist.value)) wishlist.value = list;
}
