import { boolean, integer } from '../runtime/schema';

export const addToCartSchema = {
  productId: integer(),
  hasOptions: boolean(false),
  optionId: integer(-1),
};
