import { signal } from '@preact/signals-react';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../constants';
import { parseViewed, withViewed, type ViewedProduct } from '../recently-viewed-rules';
import { safeStorage } from '../storage';
import { whenShown } from '../when-shown';
import { hasConsent } from './consent';

const load = (): ViewedProduct[] => parseViewed(safeStorage.get(RECENTLY_VIEWED_STORAGE_KEY), Date.now());

/** The recently viewed products, newest first, as localStorage holds them (cleaned). */
export const recentlyViewed = signal<ViewedProduct[]>(load());

const same = (a: readonly ViewedProduct[], b: readonly ViewedProduct[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Notes a product page's product, once the shopper accepted cookies (nothing is kept before), and
 * only once a prerendered page is shown. Read from storage first: another tab may have noted one since.
 */
export function noteViewed(product: Omit<ViewedProduct, 'at'>): void {
  if (!hasConsent()) return;
  whenShown(() => {
    const next = withViewed(load(), product, Date.now());
    safeStorage.set(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
    recentlyViewed.value = next;
  });
}

/** Forgets every product, in every tab (they hear it through the storage event). */
export function clearViewed(): void {
  safeStorage.remove(RECENTLY_VIEWED_STORAGE_KEY);
  recentlyViewed.value = [];
}

/** Takes what storage holds now (another tab noted or cleared); a tampered value is cleaned away. */
export function reloadViewed(): void {
  const raw = safeStorage.get(RECENTLY_VIEWED_STORAGE_KEY);
  const list = parseViewed(raw, Date.now());
  if (raw !== null && list.length === 0) safeStorage.remove(RECENTLY_VIEWED_STORAGE_KEY);
  if (!same(list, recentlyViewed.peek())) recentlyViewed.value = list;
}
