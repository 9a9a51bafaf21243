import { effect } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { cart, noteAdded, setCartItemCount } from './cart';

describe('cart', () => {
  it('starts unknown', () => {
    expect(cart.value).toEqual({ itemCount: null, lastAddedProductName: null });
  });

  it('updates one field at a time and notifies readers', () => {
    const seen: unknown[] = [];
    const stop = effect(() => {
      seen.push(cart.value);
    });
    setCartItemCount(3);
    noteAdded('Kubek');
    stop();
    expect(seen).toEqual([
      { itemCount: null, lastAddedProductName: null },
      { itemCount: 3, lastAddedProductName: null },
      { itemCount: 3, lastAddedProductName: 'Kubek' },
    ]);
  });

  it.each([-1, 1.5, Number.NaN])('rejects the count %d', (count) => {
    expect(() => setCartItemCount(count)).toThrow(RangeError);
  });
});
