import { integer } from '../runtime/schema';

export const productOptionsSchema = {
  productId: integer(),
};
