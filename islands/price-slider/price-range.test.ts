import { describe, expect, it } from 'vitest';
import { correctRange, drawableBounds, fieldValue, parsePrice, wholeBounds } from './price-range';
import { readQueryParam } from './query-param';

const bounds = { min: 20, max: 900 };

describe('readQueryParam', () => {
  it('returns the value, an empty string when given empty, and false when absent', () => {
    expect(readQueryParam('priceFrom', '?priceFrom=120&priceTo=')).toBe('120');
    expect(readQueryParam('priceTo', '?priceFrom=120&priceTo=')).toBe('');
    expect(readQueryParam('priceTo', '?priceFrom=120')).toBe(false);
    expect(readQueryParam('priceFrom', '')).toBe(false);
  });
});

describe('parsePrice', () => {
  it.each([
    ['120', 120],
    [' 75 ', 75],
    ['99.5', 100],
    ['99,4', 99],
    ['-5', -5],
    ['.6', 1],
  ])('reads %j as %d', (raw, value) => expect(parsePrice(raw)).toBe(value));

  it.each<[string | false]>([[false], [''], ['abc'], ['12zł'], ['1e3'], ['--1']])('reads %j as no number', (raw) => expect(parsePrice(raw)).toBeNull());
});

describe('correctRange', () => {
  it('fills what is missing with the bounds', () => {
    expect(correctRange(null, null, bounds)).toEqual({ from: 20, to: 900 });
  });

  it('clamps values out of range', () => {
    expect(correctRange(-5, 99_999, bounds)).toEqual({ from: 20, to: 900 });
    expect(correctRange(5000, 3, bounds, 'to')).toEqual({ from: 900, to: 900 });
  });

  it('makes the value just changed give way when the lower is above the upper', () => {
    expect(correctRange(500, 300, bounds, 'from')).toEqual({ from: 300, to: 300 });
    expect(correctRange(500, 300, bounds, 'to')).toEqual({ from: 500, to: 500 });
  });
});

describe('fieldValue and drawableBounds', () => {
  it('leaves a value at its bound empty: no filter', () => {
    expect(fieldValue(20, 20)).toBe('');
    expect(fieldValue(21, 20)).toBe('21');
  });

  it('widens a range of one price so the slider can draw it', () => {
    expect(drawableBounds({ min: 50, max: 50 })).toEqual({ min: 50, max: 51 });
    expect(drawableBounds(bounds)).toBe(bounds);
  });
});

describe('wholeBounds', () => {
  it('widens bounds in grosze to whole złoty, the upper never below the lower', () => {
    expect(wholeBounds({ min: 100.9, max: 400.1 })).toEqual({ min: 100, max: 401 });
    expect(wholeBounds({ min: 50, max: 50 })).toEqual({ min: 50, max: 50 });
    expect(wholeBounds({ min: 60.5, max: 20 })).toEqual({ min: 60, max: 60 });
  });
});
