import { integer } from '../runtime/schema';

export const productCodesSchema = {
  productId: integer(),
};
