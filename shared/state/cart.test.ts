import { effect } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { cart, noteAdded } from './cart';

describe('cart', () => {
  it('starts unknown, and notifies readers of the product added', () => {
    const seen: unknown[] = [];
    const stop = effect(() => {
      seen.push(cart.value);
    });
    noteAdded('Kubek');
    stop();
    expect(seen).toEqual([{ lastAddedProductName: null }, { lastAddedProductName: 'Kubek' }]);
  });
});
