import type { ChangeKind } from '../../shared/freshness/change-stamps';
import type { CatchUpSource } from '../../shared/freshness/watch-freshness';
import { reloadWishlist } from '../../shared/state/wishlist';
import { CART_REFRESH_AREA_SELECTOR, refreshAfterCartChange } from '../../shared/ui/refresh-mini-cart';
import { keepTogglesInStep } from '../wishlist-toggle/render-toggles';
import { FRESHNESS } from './freshness-name';
import { reportIslandProblem } from './report';

/**
 * Brings what the page shows of `kind` up to the shopper's last change elsewhere. A chunk of its own,
 * loaded only when a change is found: a page whose cart and wishlist never changed elsewhere loads
 * none of it (nor React, which the signals bring).
 * - The cart: the mini cart asks the server again, then `storefront:cart` tells theme scripts (and
 *   the cart page, which then asks for itself again) why.
 * - The wishlist: the signal takes the cookie's list, so woken toggles and the box render it, and the
 *   toggles still asleep (the wishlist toggle's own page-wide pass) are set from it too.
 */
export function catchUp(kind: ChangeKind, source: CatchUpSource): void {
  if (kind === 'cart') {
    void refreshAfterCartChange(source, (error) =>
      reportIslandProblem(FRESHNESS, document.querySelector(CART_REFRESH_AREA_SELECTOR) ?? document.body, `could not show the cart as changed ${source === 'other-tab' ? 'in another tab' : 'since this page was shown'}`, error),
    );
    return;
  }
  reloadWishlist();
  keepTogglesInStep();
}
