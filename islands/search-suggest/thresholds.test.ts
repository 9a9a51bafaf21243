import { describe, expect, it } from 'vitest';
import { wantsSuggestions } from './thresholds';

describe('wantsSuggestions', () => {
  it('on wide screens needs more than 1 character', () => {
    expect(wantsSuggestions('', false)).toBe(false);
    expect(wantsSuggestions('k', false)).toBe(false);
    expect(wantsSuggestions('ku', false)).toBe(true);
  });

  it('on narrow screens needs more than 0 characters', () => {
    expect(wantsSuggestions('', true)).toBe(false);
    expect(wantsSuggestions('k', true)).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(wantsSuggestions('   ', true)).toBe(false);
    expect(wantsSuggestions(' k ', false)).toBe(false);
  });
});
