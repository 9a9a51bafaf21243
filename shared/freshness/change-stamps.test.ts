// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeStorage } from '../storage';
import { CHANGE_STAMP_KEYS, kindOfKey, lastChange, lastChangeElsewhere, noteChange } from './change-stamps';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return createSafeStorage(() => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }) as Storage);
};

afterEach(() => sessionStorage.clear());

describe('change stamps', () => {
  it('keeps the time of the last change of each kind apart, as made by this tab', () => {
    const storage = memoryStorage();
    expect(lastChange('cart', storage)).toBeNull();
    noteChange('cart', storage, 1_700_000_000_000);
    noteChange('wishlist', storage, 1_700_000_000_500);
    expect(lastChange('cart', storage)).toEqual({ at: 1_700_000_000_000, thisTab: true, thisPage: true });
    expect(lastChange('wishlist', storage)).toEqual({ at: 1_700_000_000_500, thisTab: true, thisPage: true });
  });

  it("tells another tab's change by its tab id", () => {
    const storage = memoryStorage();
    storage.set(CHANGE_STAMP_KEYS.cart, '2000 othertab1 5');
    expect(lastChange('cart', storage)).toEqual({ at: 2_000, thisTab: false, thisPage: false });
  });

  it.each(['', '2000', '2000 tab', 'soon tab 5', '2000 tab x', '-5 tab', '1e12 tab', '12.5 tab', '2000 <img src=x>', `${'9'.repeat(16)} tab`, '2000 tab extra'])('ignores a tampered entry %j', (raw) => {
    const storage = memoryStorage();
    storage.set(CHANGE_STAMP_KEYS.cart, raw);
    expect(lastChange('cart', storage)).toBeNull();
  });

  it('gives a tab a new id when its own was tampered with', () => {
    sessionStorage.setItem('storefront.tab', '<script>');
    const storage = memoryStorage();
    noteChange('cart', storage, 5);
    expect(storage.get(CHANGE_STAMP_KEYS.cart)).toMatch(/^5 [\w-]+ \d+$/);
    expect(lastChange('cart', storage)).toEqual({ at: 5, thisTab: true, thisPage: true });
  });

  it('tells which kind a storage event is about', () => {
    expect(kindOfKey(CHANGE_STAMP_KEYS.wishlist)).toBe('wishlist');
    expect(kindOfKey('searchStorageItems')).toBeUndefined();
    expect(kindOfKey(null)).toBeUndefined();
  });
});

describe('lastChangeElsewhere', () => {
  it('tells a later page of this tab (another document) from this page', () => {
    const storage = memoryStorage();
    noteChange('cart', storage, 1_000);
    const [at, tab] = storage.get(CHANGE_STAMP_KEYS.cart)!.split(' ');
    storage.set(CHANGE_STAMP_KEYS.cart, `${at} ${tab} 1`);
    expect(lastChangeElsewhere('cart', storage)).toEqual({ at: 1_000, thisTab: true, thisPage: false });
  });

  it('leaves out the change this page made itself, and sees one made after it elsewhere', () => {
    const storage = memoryStorage();
    noteChange('cart', storage, 1_000);
    expect(lastChangeElsewhere('cart', storage)).toBeNull();
    storage.set(CHANGE_STAMP_KEYS.cart, '2000 othertab1 5');
    expect(lastChangeElsewhere('cart', storage)).toEqual({ at: 2_000, thisTab: false, thisPage: false });
  });
});
