/** Pure rules of the price filter: integers, step 1, inside the bounds, lower never above upper. */
export interface Bounds {
  min: number;
  max: number;
}

export interface PriceRange {
  from: number;
  to: number;
}

/**
 * A typed or queried price as a whole number of złoty, or null when it is no number at all
 * (letters, empty). Decimals are rounded ("99,5" and "99.5" → 100): what the shopper meant, in steps of 1.
 */
export function parsePrice(raw: string | false): number | null {
  if (raw === false) return null;
  const text = raw.trim().replace(',', '.');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(text)) return null;
  return Math.round(Number(text));
}

export const clamp = (value: number, bounds: Bounds): number => Math.min(bounds.max, Math.max(bounds.min, value));

/**
 * Corrects a range into the bounds. When the lower value ends up above the upper one, the value the
 * shopper just changed gives way (it is set to the other), as the slider's handles do.
 */
export function correctRange(from: number | null, to: number | null, bounds: Bounds, changed: 'from' | 'to' = 'from'): PriceRange {
  let lower = clamp(from ?? bounds.min, bounds);
  let upper = clamp(to ?? bounds.max, bounds);
  if (lower > upper) {
    if (changed === 'from') lower = upper;
    else upper = lower;
  }
  return { from: lower, to: upper };
}

/** A value at its bound is no filter: the field is left empty (its placeholder shows the bound). */
export const fieldValue = (value: number, bound: number): string => (value === bound ? '' : String(value));

/**
 * Bounds given in grosze (the AdvancedSearch answer) as whole złoty that hold them: the lower rounded
 * down, the upper up, never below the lower.
 */
export function wholeBounds(bounds: Bounds): Bounds {
  const min = Math.floor(bounds.min);
  return { min, max: Math.max(min, Math.ceil(bounds.max)) };
}

/** Bounds nouislider can draw: it needs max above min (a category whose products all cost the same). */
export const drawableBounds = (bounds: Bounds): Bounds => (bounds.max > bounds.min ? bounds : { min: bounds.min, max: bounds.min + 1 });
