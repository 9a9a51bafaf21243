import { integer } from '../runtime/schema';

export const productAvailabilitySchema = {
  productId: integer(),
};
