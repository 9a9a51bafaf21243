import { integer } from '../runtime/schema';

export const productNameSchema = {
  productId: integer(),
};
