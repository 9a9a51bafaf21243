import { integer } from '../runtime/schema';

/** data-product-id="…" on the hook: the product whose stock the button checks; required. */
export const stockCheckSchema = {
  productId: integer(),
};
