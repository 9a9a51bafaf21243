import { describe, expect, it } from 'vitest';
import { overlaps } from './keep-focus-clear';

const rect = (top: number, bottom: number, left = 0, right = 100) => ({ top, bottom, left, right }) as DOMRect;

describe('overlaps', () => {
  it('is true when the bar covers part of the focused element', () => {
    expect(overlaps(rect(700, 740), rect(720, 800))).toBe(true);
  });
  it('is false when the element ends above the bar, or sits beside it', () => {
    expect(overlaps(rect(600, 720), rect(720, 800))).toBe(false);
    expect(overlaps(rect(730, 760, 200, 300), rect(720, 800, 0, 150))).toBe(false);
  });
});
