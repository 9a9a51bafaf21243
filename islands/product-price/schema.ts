import { integer } from '../runtime/schema';

export const productPriceSchema = {
  productId: integer(),
};
