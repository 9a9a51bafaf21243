import { describe, expect, it } from 'vitest';
import { chosenVariant } from '../../test-support/fake-options-shop';
import { cartAllowed } from './cart-add-state';

describe('cartAllowed', () => {
  it("follows the server's button until a variant is chosen", () => {
    expect(cartAllowed(undefined, true)).toBe(true);
    expect(cartAllowed(undefined, false)).toBe(false);
  });
  it('takes a confirmed variant whose cart is on, whatever the server rendered', () => {
    expect(cartAllowed(chosenVariant(), false)).toBe(true);
    expect(cartAllowed(chosenVariant({ CartEnabled: false }), true)).toBe(false);
  });
  it('refuses while the choice is pending', () => {
    expect(cartAllowed(chosenVariant({}, 'pending'), true)).toBe(false);
  });
});
