import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it("replaces only the theme's first number, keeping its words", () => {
    expect(countText('(0)', 3)).toBe('(3)');
    expect(countText('0 produktów', 12)).toBe('12 produktów');
    expect(countText('Schowek: 4 z 20', 5)).toBe('Schowek: 5 z 20');
  });

  it('appends the number to a text that has none', () => {
    expect(countText('Schowek: ', 1)).toBe('Schowek: 1');
  });
});
