import { actionReport } from '../storefront-actions/action-report';
import { wishlistToggleArguments } from '../storefront-actions/arguments';
import type { WishlistState } from '../../shared/events/types';
import { wishlist } from '../../shared/state/wishlist';
import { announce } from '../../shared/ui/announce';
import { hasEntry } from '../../shared/wishlist-rules';
import { parseProps } from '../runtime/schema';
import { keepTogglesInStep } from './render-toggles';
import { wishlistToggleSchema } from './schema';
import { toggleProduct } from './toggle-product';

/** `storefront.wishlist.ids()`: the product ids on the wishlist, oldest first, as the cookie keeps them. */
export async function wishlistIds(): Promise<number[]> {
  return wishlist.peek().map((entry) => entry.id);
}

/**
 * `storefront.wishlist.toggle(productId, { name?, url? })`: the toggle's own change (toggle-product.ts),
 * so every toggle of that product on the page, asleep or awake, the wishlist box and the cookie follow,
 * the change is announced, and `storefront:wishlist` tells of it. An omitted name and address are read
 * off a toggle of that product on the page; the wishlist box names only a product it knows both of.
 * Rejects only on a bad argument, having changed nothing.
 */
export async function toggleWishlistAction(productId: unknown, product?: unknown): Promise<WishlistState> {
  const { productId: id, name, url } = wishlistToggleArguments(productId, product);
  const hook = document.querySelector<HTMLElement>(`[data-island="wishlist-toggle"][data-product-id="${id}"]`);
  const known = hook && parseProps(wishlistToggleSchema, hook);
  keepTogglesInStep();
  try {
    announce(toggleProduct({ productId: id, productName: name || known?.productName || '', productUrl: url || known?.productUrl || '' }));
  } catch (error) {
    actionReport('wishlist.toggle', hook && { island: 'wishlist-toggle', element: hook })('could not change the wishlist', error);
  }
  return { saved: hasEntry(wishlist.peek(), id), ids: await wishlistIds() };
}
