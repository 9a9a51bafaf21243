import { integer, string, url } from '../runtime/schema';

export const wishlistToggleSchema = {
  productId: integer(),
  /** Shown in the wishlist box and in the announcement. */
  productName: string(),
  productUrl: url(),
};
