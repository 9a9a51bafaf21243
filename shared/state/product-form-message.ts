import { signal } from '@preact/signals-react';
import { productVariants, type ProductVariant } from './product-variant';

/**
 * Who said it, each showing it in its own place in the product form: the option lists (a variant that
 * could not be loaded) or the add to cart (why nothing was added).
 */
export type FormMessageSource = 'options' | 'cart';

export interface FormMessage {
  /** '' says nothing. */
  text: string;
  from: FormMessageSource;
  /** The variant chosen when it was said: a new choice makes it stale. */
  variant: ProductVariant | undefined;
}

/**
 * The one current message of a product's form, keyed by product id: the latest one said replaces an
 * older one whoever said it, so the shopper never reads a stale failure beside a new one. No entry
 * until something was said on the page: the server's own message stands until then.
 */
export const productFormMessages = signal<ReadonlyMap<number, FormMessage>>(new Map());

/** Says `text` (or, with '', nothing) on the product's form, about the variant chosen now. */
export function sayOnProductForm(productId: number, from: FormMessageSource, text: string): void {
  productFormMessages.value = new Map(productFormMessages.peek()).set(productId, { text, from, variant: productVariants.peek().get(productId) });
}

/**
 * What `from` shows now: its text while its message is the latest and the choice it was about still
 * stands; '' once another message, or a new choice, replaced it; null while nothing was said.
 */
export function formMessageOf(productId: number, from: FormMessageSource): string | null {
  const said = productFormMessages.value.get(productId);
  if (!said) return null;
  return said.from === from && said.variant === productVariants.value.get(productId) ? said.text : '';
}
