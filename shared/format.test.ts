// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiscount, formatPrice } from './format';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [0, `0,00${nbsp}zł`],
    [1234.56, `1${nbsp}234,56${nbsp}zł`],
    [1234567.8, `1${nbsp}234${nbsp}567,80${nbsp}zł`],
    [999.5, `999,50${nbsp}zł`],
    [-1234.5, `-1${nbsp}234,50${nbsp}zł`],
    [0.005, `0,01${nbsp}zł`],
    [1.005, `1,01${nbsp}zł`],
    [999.999, `1${nbsp}000,00${nbsp}zł`],
    [-0.001, `0,00${nbsp}zł`],
  ])('formats %d as %j', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('never contains a breakable space', () => {
    expect(formatPrice(1234567.89)).not.toMatch(/ /);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %d', (value) => {
    expect(() => formatPrice(value)).toThrow(RangeError);
    expect(() => formatPrice(value)).toThrow(`formatPrice: value must be a finite number, got ${String(value)}`);
  });
});

describe('formatDiscount', () => {
  it('formats a whole percent', () => {
    expect(formatDiscount(15)).toBe('oszczędzasz 15%');
    expect(formatDiscount(0)).toBe('oszczędzasz 0%');
  });

  it('rounds a fractional rate', () => {
    expect(formatDiscount(14.6)).toBe('oszczędzasz 15%');
  });

  it('rejects non-finite rates', () => {
    expect(() => formatDiscount(NaN)).toThrow(RangeError);
  });
});

describe('formatPrice and formatDiscount against Intl pl-PL', () => {
  // What the functions replaced: they must say exactly what these say.
  const price = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always', signDisplay: 'negative' });
  const percent = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, signDisplay: 'negative' });
  const amounts = [0, 0.1, 0.125, 0.285, 1.005, 2.675, 10.5, 99.995, 1000, 1234.565, 45678.9, 9999999.994, 0.0000001, -0.005, -2.5, -1234.567];

  it.each(amounts)('formats %d as Intl does', (value) => {
    expect(formatPrice(value)).toBe(`${price.format(value)}${nbsp}zł`);
  });

  it.each([0, 0.5, 1.5, 2.5, 14.4999, 15, 99.5, -0.4, -2.5])('rounds the rate %d as Intl does', (rate) => {
    expect(formatDiscount(rate)).toBe(`oszczędzasz ${percent.format(rate)}%`);
  });
});

describe("formatPrice and formatDiscount with the page's messages", () => {
  afterEach(() => document.querySelector('script[data-storefront-messages]')?.remove());

  /** The page's override script, as a theme writes it. */
  function override(entries: Record<string, string>) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.storefrontMessages = '';
    script.textContent = JSON.stringify(entries);
    document.head.append(script);
  }

  it('builds the price from price.amount and its separators, and the discount from price.discount', () => {
    override({ 'price.amount': 'PLN {amount}', 'price.decimal-separator': '.', 'price.group-separator': ',', 'price.discount': 'save {rate}%' });
    expect(formatPrice(-1234567.8)).toBe('PLN -1,234,567.80');
    expect(formatDiscount(14.6)).toBe('save 15%');
  });

  it('takes a separator as text, whatever characters it holds', () => {
    override({ 'price.group-separator': "$&'", 'price.decimal-separator': '$1' });
    expect(formatPrice(1234.5)).toBe(`1$&'234$150${nbsp}zł`);
  });
});
