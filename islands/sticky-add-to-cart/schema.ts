import { integer } from '../runtime/schema';

export const stickyAddToCartSchema = {
  productId: integer(),
};
