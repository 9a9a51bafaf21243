import type { WishlistEntry } from './api/types';
import { WISHLIST_MAX_ENTRIES } from './constants';

/** Keeps the newest WISHLIST_MAX_ENTRIES of a list sorted oldest first. */
const capped = (list: WishlistEntry[]): WishlistEntry[] => list.slice(-WISHLIST_MAX_ENTRIES);

function toEntry(item: unknown): WishlistEntry | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, date } = item as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof date !== 'number' || !Number.isFinite(date)) return null;
  return { id, date };
}

/**
 * The wishlist from untrusted cookie JSON: bad entries dropped, a duplicated id kept at its newest
 * date, sorted oldest first, at most WISHLIST_MAX_ENTRIES (the newest).
 */
export function parseWishlist(raw: unknown): WishlistEntry[] {
  if (!Array.isArray(raw)) return [];
  const newest = new Map<number, WishlistEntry>();
  for (const item of raw) {
    const entry = toEntry(item);
    if (entry && entry.date >= (newest.get(entry.id)?.date ?? -Infinity)) newest.set(entry.id, entry);
  }
  return capped([...newest.values()].sort((a, b) => a.date - b.date));
}

export const hasEntry = (list: readonly WishlistEntry[], id: number): boolean => list.some((entry) => entry.id === id);

/** Removes `id` if listed, else adds it as newest and drops the oldest beyond the limit. `list` is sorted oldest first. */
export function toggleEntry(list: readonly WishlistEntry[], id: number, now: number): WishlistEntry[] {
  if (hasEntry(list, id)) return list.filter((entry) => entry.id !== id);
  return capped([...list, { id, date: now }]);
}
