import { signal } from '@preact/signals-react';
import type { ProductVariant } from '../../shared/state/product-variant';

/**
 * Adding a product is one flow, whoever starts it: the product form's submit or a theme script's
 * `storefront.addToCart`. Both go through sendToCart, which keeps here, per product id, whether a
 * request is on its way (one at a time), what the form's button shows; what it says goes to the
 * form's one message (shared/state/product-form-message.ts).
 */
export const sendingProducts = signal<ReadonlySet<number>>(new Set());

export function setSending(productId: number, sending: boolean): void {
  const next = new Set(sendingProducts.peek());
  if (sending) next.add(productId);
  else next.delete(productId);
  sendingProducts.value = next;
}

/**
 * Whether a button that adds the product takes a click (the form's, the sticky bar's): the chosen
 * variant once the server confirmed it and its cart is on; until anything is chosen on the page, what
 * the server rendered.
 */
export function cartAllowed(variant: ProductVariant | undefined, serverEnabled: boolean): boolean {
  return variant ? variant.status === 'confirmed' && variant.cartEnabled : serverEnabled;
}
