import { boolean, integer, string, url } from '../runtime/schema';

export const quickAddSchema = {
  productId: integer(),
  /** The pop-up's title: the card's own name for the product. */
  productName: string(),
  /** The product page, on this shop: its form is what the pop-up shows. */
  productUrl: url(),
  /** With options, the product page's form opens in the pop-up; without, the product is added at once. */
  hasOptions: boolean(false),
};
