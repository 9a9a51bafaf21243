import { integer } from '../runtime/schema';

export const quantitySchema = {
  min: integer(1),
  max: integer(999),
};
