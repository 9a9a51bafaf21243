import { describe, expect, it } from 'vitest';
import { figureOf, isNotApplicable, measured, median, medianOf, ratio } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow(/no values/);
  });

  it('keeps the samples beside the median, unsorted', () => {
    expect(measured([3, 1, 2])).toEqual({ median: 2, samples: [3, 1, 2] });
  });
});

describe('ratio', () => {
  it('divides a figure by its base', () => {
    expect(ratio(150, 100)).toBe(1.5);
  });

  it('has no ratio to a zero or missing base', () => {
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(10, undefined)).toBeNull();
    expect(ratio(undefined, 10)).toBeNull();
    expect(ratio(Number.NaN, 10)).toBeNull();
  });
});

describe('not-applicable figures', () => {
  it('tells a reason from a measurement', () => {
    expect(isNotApplicable({ na: 'no island yet' })).toBe(true);
    expect(isNotApplicable({ median: 1, samples: [1] })).toBe(false);
    expect(isNotApplicable(null)).toBe(false);
  });

  it('gives the median of a measurement and nothing for a reason', () => {
    expect(medianOf({ median: 7, samples: [7] })).toBe(7);
    expect(medianOf({ na: 'n/a' })).toBeUndefined();
    expect(medianOf(undefined)).toBeUndefined();
  });
});

describe('figureOf', () => {
  it('is the median of the samples, or the reason there are none', () => {
    expect(figureOf([3, 1, 2], 'boom')).toEqual({ median: 2, samples: [3, 1, 2] });
    expect(figureOf([], 'failed: timeout')).toEqual({ na: 'failed: timeout' });
    expect(figureOf([], undefined)).toEqual({ na: 'not measured' });
  });
});
