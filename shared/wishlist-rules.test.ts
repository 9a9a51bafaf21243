import { describe, expect, it } from 'vitest';
import type { WishlistEntry } from './api/types';
import { WISHLIST_MAX_ENTRIES } from './constants';
import { hasEntry, parseWishlist, toggleEntry } from './wishlist-rules';

const entries = (count: number): WishlistEntry[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, date: 1000 + i }));

describe('parseWishlist', () => {
  it('keeps good entries sorted oldest first, without extra fields', () => {
    expect(parseWishlist([{ id: 2, date: 20, name: 'x' }, { id: 1, date: 10 }])).toEqual([
      { id: 1, date: 10 },
      { id: 2, date: 20 },
    ]);
  });

  it.each([null, {}, 'x', 42, undefined])('gives an empty list for %j', (raw) => {
    expect(parseWishlist(raw)).toEqual([]);
  });

  it('drops bad entries', () => {
    const raw = [
      { id: 'x', date: 1 },
      { id: 0, date: 1 },
      { id: -3, date: 1 },
      { id: 1.5, date: 1 },
      { id: 4, date: 'today' },
      { id: 5, date: null },
      { id: 6 },
      null,
      7,
      [8, 1],
      { id: 9, date: 3 },
    ];
    expect(parseWishlist(raw)).toEqual([{ id: 9, date: 3 }]);
  });

  it('keeps the newest of duplicated ids', () => {
    expect(parseWishlist([{ id: 1, date: 5 }, { id: 1, date: 9 }, { id: 1, date: 7 }])).toEqual([{ id: 1, date: 9 }]);
  });

  it('keeps only the newest entries beyond the limit', () => {
    const raw = entries(50).reverse();
    const parsed = parseWishlist(raw);
    expect(parsed).toHaveLength(WISHLIST_MAX_ENTRIES);
    expect(parsed[0]).toEqual({ id: 31, date: 1030 });
    expect(parsed.at(-1)).toEqual({ id: 50, date: 1049 });
  });
});

describe('toggleEntry', () => {
  it('adds a missing id with the current time, as newest', () => {
    expect(toggleEntry([{ id: 1, date: 10 }], 2, 99)).toEqual([
      { id: 1, date: 10 },
      { id: 2, date: 99 },
    ]);
  });

  it('removes a listed id', () => {
    expect(toggleEntry([{ id: 1, date: 10 }, { id: 2, date: 20 }], 1, 99)).toEqual([{ id: 2, date: 20 }]);
  });

  it('drops the oldest when the 21st entry is added', () => {
    const full = entries(WISHLIST_MAX_ENTRIES);
    const next = toggleEntry(full, 100, 5000);
    expect(next).toHaveLength(WISHLIST_MAX_ENTRIES);
    expect(hasEntry(next, 1)).toBe(false);
    expect(hasEntry(next, 2)).toBe(true);
    expect(next.at(-1)).toEqual({ id: 100, date: 5000 });
  });

  it('does not change the list it was given', () => {
    const list = entries(2);
    toggleEntry(list, 1, 99);
    toggleEntry(list, 3, 99);
    expect(list).toEqual(entries(2));
  });
});

describe('hasEntry', () => {
  it('finds by id', () => {
    expect(hasEntry([{ id: 3, date: 1 }], 3)).toBe(true);
    expect(hasEntry([{ id: 3, date: 1 }], 4)).toBe(false);
  });
});
