import type { WishlistEntry } from '../../shared/api/types';
import type { ProductLink } from '../../shared/state/wishlist-products';

export interface BoxEntry extends ProductLink {
  id: number;
}

/**
 * What the box lists: the entries newest first, each a product it can name. An entry it cannot name
 * (a stale id in the cookie, a product this page never showed) is counted but not listed.
 */
export function boxEntries(list: readonly WishlistEntry[], nameOf: (id: number) => ProductLink | undefined): BoxEntry[] {
  return [...list]
    .sort((a, b) => b.date - a.date)
    .flatMap((entry) => {
      const product = nameOf(entry.id);
      return product ? [{ id: entry.id, ...product }] : [];
    });
}
