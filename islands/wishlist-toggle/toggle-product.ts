import { batch } from '@preact/signals-react';
import { toggleWishlist, wishlist } from '../../shared/state/wishlist';
import { rememberProduct } from '../../shared/state/wishlist-products';
import { toggleMessage } from './messages';

interface Product {
  productId: number;
  productName: string;
  productUrl: string;
}

/**
 * Switches the product in the wishlist (cookie included) and returns what to announce. Its name and
 * page are remembered in the same batch, so the wishlist box can name it when it draws the change.
 */
export function toggleProduct({ productId, productName, productUrl }: Product): string {
  return batch(() => {
    const before = wishlist.peek().length;
    const result = toggleWishlist(productId);
    // A product with no name (a theme script's toggle may give none) is one the wishlist box cannot name.
    if (productName && productUrl) rememberProduct(productId, { name: productName, url: productUrl });
    const count = wishlist.peek().length;
    return toggleMessage(result, productName, count, result === 'added' && count === before);
  });
}
