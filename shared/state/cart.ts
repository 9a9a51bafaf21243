import { signal } from '@preact/signals-react';

export interface CartState {
  /** null until an island has learnt the count (the server renders the first one). */
  itemCount: number | null;
  /** The product last added on this page, for the mini cart's announcement. */
  lastAddedProductName: string | null;
}

/** Cart facts shared by the add-to-cart and mini-cart islands. */
export const cart = signal<CartState>({ itemCount: null, lastAddedProductName: null });

export function setCartItemCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`setCartItemCount: count must be a whole number ≥ 0, got ${String(count)}`);
  cart.value = { ...cart.value, itemCount: count };
}

export function noteAdded(productName: string): void {
  cart.value = { ...cart.value, lastAddedProductName: productName };
}
