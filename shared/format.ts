import { PRICE_DECIMALS } from './constants';
import { message } from './messages/message';

/**
 * `abs` (not negative) rounded half away from zero to `places` decimals, as whole and fraction
 * digits. It rounds the shortest decimal that reads back as `abs` (what a shopper and the server
 * see: 1.005 is "1,01"), as V8's Intl.NumberFormat does. No Intl: creating a pl-PL formatter loads
 * ICU's locale data, which at 4x CPU took 140 ms of the first touch of every island importing this.
 */
function roundDecimal(abs: number, places: number): [string, string] {
  const shortest = String(abs);
  // Below 1e-6 or from 1e21 up, the shortest form is exponential: no shop amount is either.
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(places).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)];
}

/** A minus only when the rounded amount is not zero: -0.001 is "0,00", as Intl's signDisplay 'negative' gives. */
const minusFor = (value: number, digits: string) => (value < 0 && /[1-9]/.test(digits) ? '-' : '');

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
}

/**
 * `1234.56` → `"1 234,56 zł"` with the default messages (`price.amount`, `price.decimal-separator`,
 * `price.group-separator`); both spaces are U+00A0 there, so a price cannot break anywhere.
 */
export function formatPrice(value: number): string {
  assertFinite(value, 'formatPrice: value');
  const [whole, fraction] = roundDecimal(Math.abs(value), PRICE_DECIMALS);
  const separator = message('price.group-separator');
  // Every group of thousands, 4-digit amounts too; by a function, so a "$&" in a page's separator stays text.
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, () => separator);
  return message('price.amount', { amount: `${minusFor(value, whole + fraction)}${grouped}${message('price.decimal-separator')}${fraction}` });
}

/** `15` → `"oszczędzasz 15%"` (the message `price.discount`); the rate is a whole percent, fractions are rounded. */
export function formatDiscount(rate: number): string {
  assertFinite(rate, 'formatDiscount: rate');
  const [whole] = roundDecimal(Math.abs(rate), 0);
  return message('price.discount', { rate: `${minusFor(rate, whole)}${whole}` });
}
