import { describe, expect, it } from 'vitest';
import { wasClick } from './press';

describe('wasClick', () => {
  it('takes a small slip for a click and a longer move for a swipe, either way', () => {
    expect([wasClick(100, 100), wasClick(100, 106), wasClick(100, 94)]).toEqual([true, true, true]);
    expect([wasClick(100, 107), wasClick(100, 40)]).toEqual([false, false]);
  });
});
