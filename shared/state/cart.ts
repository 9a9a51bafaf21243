import { signal } from '@preact/signals-react';

export interface CartState {
  /** The product last added on this page. */
  lastAddedProductName: string | null;
}

/**
 * Cart facts shared by islands. The item count is gone: nothing on a page is drawn from it (the mini
 * cart is the server's HTML, replaced whole by spec), so a copy of it here was written and never read.
 * What is left is written by add-to-cart and read nowhere either: it goes with add-to-cart's `noteAdded` call.
 */
export const cart = signal<CartState>({ lastAddedProductName: null });

export function noteAdded(productName: string): void {
  cart.value = { ...cart.value, lastAddedProductName: productName };
}
