/**
 * The chunk behind `window.storefront` (boot's storefront-global.ts names each export): every action a
 * theme script may call, each the flow of the island that owns it. Each is async, so a bad argument
 * comes back as a rejected promise, never a throw.
 */
import { addToCartAction } from '../add-to-cart/add-to-cart-action';
import { openQuestionFormAction } from '../question-form/question-form-action';
import { toggleWishlistAction, wishlistIds } from '../wishlist-toggle/wishlist-actions';
import { refreshMiniCartAction } from './refresh-mini-cart-action';

export {
  addToCartAction as addToCart,
  refreshMiniCartAction as refreshMiniCart,
  openQuestionFormAction as openQuestionForm,
  wishlistIds as ids,
  toggleWishlistAction as toggle,
};
