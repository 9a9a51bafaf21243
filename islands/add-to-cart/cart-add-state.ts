import { signal } from '@preact/signals-react';
import { productVariants, type ProductVariant } from '../../shared/state/product-variant';

/** What was last said about adding a product, and the variant chosen then: a new choice makes it stale. */
export interface Said {
  /** '' hides the message. */
  text: string;
  variant: ProductVariant | undefined;
}

/**
 * Adding a product is one flow, whoever starts it: the product form's submit or a theme script's
 * `storefront.addToCart`. Both go through sendToCart, which keeps here, per product id, what the form
 * then shows: whether a request is on its way (one at a time) and what was last said.
 */
export const sendingProducts = signal<ReadonlySet<number>>(new Set());

/** No entry until the first attempt: the server's own message, if any, stands until then. */
export const cartAddMessages = signal<ReadonlyMap<number, Said>>(new Map());

export function say(productId: number, text: string): void {
  cartAddMessages.value = new Map(cartAddMessages.peek()).set(productId, { text, variant: productVariants.peek().get(productId) });
}

export function setSending(productId: number, sending: boolean): void {
  const next = new Set(sendingProducts.peek());
  if (sending) next.add(productId);
  else next.delete(productId);
  sendingProducts.value = next;
}
