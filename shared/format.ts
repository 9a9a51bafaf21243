import { CURRENCY_LABEL, DISCOUNT_TEXT_PREFIX, PRICE_DECIMALS } from './constants';

/** U+00A0: binds the amount to "zł" so a price never wraps between them. */
const NO_BREAK_SPACE = '\u00a0';

// pl-PL groups with U+00A0 too, so "1 234,56 zł" cannot break anywhere. 'always' because the
// locale's default ('min2') would leave 4-digit amounts ungrouped; 'negative' so -0.001 is not "-0,00".
const priceFormat = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: PRICE_DECIMALS,
  maximumFractionDigits: PRICE_DECIMALS,
  useGrouping: 'always',
  signDisplay: 'negative',
});

const percentFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, signDisplay: 'negative' });

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
}

/** `1234.56` → `"1 234,56 zł"` (both spaces U+00A0). */
export function formatPrice(value: number): string {
  assertFinite(value, 'formatPrice: value');
  return `${priceFormat.format(value)}${NO_BREAK_SPACE}${CURRENCY_LABEL}`;
}

/** `15` → `"oszczędzasz 15%"`; the rate is a whole percent, fractions are rounded. */
export function formatDiscount(rate: number): string {
  assertFinite(rate, 'formatDiscount: rate');
  return `${DISCOUNT_TEXT_PREFIX} ${percentFormat.format(rate)}%`;
}

/** Polish plural: 1 produkt, 2–4 produkty, 5+ produktów (12–14 too). */
export function plural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const tens = count % 100;
  const units = count % 10;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
