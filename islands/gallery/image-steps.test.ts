import { describe, expect, it } from 'vitest';
import { arrowStep, wrapIndex } from './image-steps';

describe('image steps', () => {
  it('wraps an index round both ends of the list', () => {
    expect([wrapIndex(-1, 3), wrapIndex(0, 3), wrapIndex(3, 3), wrapIndex(-4, 3), wrapIndex(0, 1)]).toEqual([2, 0, 0, 2, 0]);
  });

  it('turns the arrow keys into a step, and nothing else', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'Enter'].map(arrowStep)).toEqual([-1, 1, 0, 0]);
  });
});
