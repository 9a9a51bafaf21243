import { describe, expect, it } from 'vitest';
import { sanitizeQuantity, stepQuantity } from './quantity-rules';

describe('sanitizeQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['2.7', 2],
    ['2,7', 2],
    ['+4', 4],
    ['0', 1],
    ['-5', 1],
    ['', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999999999999999', 2_147_483_647],
    ['3000000000', 2_147_483_647],
  ])('reads %j as %d', (raw, expected) => {
    expect(sanitizeQuantity(raw)).toBe(expected);
  });

  it("keeps the value within the given bounds, by default those of AddCart's Int32 Amount", () => {
    expect(sanitizeQuantity('1000', 1, 999)).toBe(999);
    expect(sanitizeQuantity('1', 2, 10)).toBe(2);
  });
});

describe('stepQuantity', () => {
  it('never goes below the minimum of 1', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(2, -1)).toBe(1);
  });

  it('goes up to the maximum and no further', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(999, 1, 1, 999)).toBe(999);
  });
});
