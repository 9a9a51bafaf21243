import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tab-keys';

describe('tabIndexForKey', () => {
  it.each([
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['Home', 1, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
  ] as const)('%s from %d → %s', (key, from, to) => expect(tabIndexForKey(key, from, 3)).toBe(to));
});
