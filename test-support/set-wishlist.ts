/** Test helper: the wishlist as a page holds it, the signal and the cookie alike (toggles start from the cookie). */
import type { WishlistEntry } from '../shared/api/types';
import { WISHLIST_COOKIE } from '../shared/constants';
import { wishlist } from '../shared/state/wishlist';

export function setWishlist(list: WishlistEntry[]): void {
  document.cookie = `${WISHLIST_COOKIE}=${encodeURIComponent(JSON.stringify(list))}; Path=/`;
  wishlist.value = list;
}
