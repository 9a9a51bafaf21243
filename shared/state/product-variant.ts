import { signal } from '@preact/signals-react';

/**
 * Where the shopper's option choice stands, for the islands that act on it (add to cart, gallery,
 * availability notice) without knowing the options island: 'pending' while the GetOptions request
 * for the choice on screen is in flight, 'confirmed' once the server answered for it. A failed
 * request puts the previous, confirmed choice back, so there is no third state.
 */
export type VariantStatus = 'pending' | 'confirmed';

/** What the product page shows for one variant, every field ready to be shown as text. */
export interface VariantView {
  name: string;
  price: string;
  /** The raw price for `data-product-price`, 2 decimals with a dot. */
  priceValue: string;
  /** null hides the old price. */
  oldPrice: string | null;
  /** null hides the discount. */
  discount: string | null;
  sku: string;
  ean: string;
  availability: {
    text: string;
    /** null when the server's colour is not a CSS hex colour: the swatch keeps the theme's colour. */
    color: string | null;
    description: string;
    days: number;
  };
}

export interface ProductVariant {
  /** The variant's OptionId; NO_MATCHING_OPTION_ID (-1) when none matches or nothing is chosen. */
  optionId: number;
  status: VariantStatus;
  cartEnabled: boolean;
  /**
   * The variant's image file names; null while the server's own gallery stands. A pending variant
   * keeps the very images (the same array) of the choice before it: what the gallery shows changes
   * only once the server has answered.
   */
  images: readonly string[] | null;
  /**
   * What the product's parts (price, name, codes, availability) show; absent while the server's
   * markup stands. A pending variant keeps the view of the choice before it, as it keeps its images.
   */
  view?: VariantView;
}

/** Keyed by product id, so a page with more than one product form keeps them apart. */
export const productVariants = signal<ReadonlyMap<number, ProductVariant>>(new Map());

/** The product's variant state, or undefined while nobody has chosen an option on this page. */
export function productVariant(productId: number): ProductVariant | undefined {
  return productVariants.value.get(productId);
}

/** `undefined` forgets the product's state: the server's markup stands again. */
export function setProductVariant(productId: number, variant: ProductVariant | undefined): void {
  const next = new Map(productVariants.peek());
  if (variant) next.set(productId, variant);
  else next.delete(productId);
  productVariants.value = next;
}
