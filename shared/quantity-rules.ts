/** Quantity rules (spec §5): whole numbers, never below the minimum of 1. */
export const QUANTITY_MIN = 1;
/** The default when a page has no quantity field. */
export const DEFAULT_QUANTITY = 1;

/**
 * Typed text → a whole number within [min, max]: fractions are cut, anything unreadable (empty,
 * letters, "1e99") becomes the minimum.
 */
export function sanitizeQuantity(raw: string, min = QUANTITY_MIN, max = Number.MAX_SAFE_INTEGER): number {
  const trimmed = raw.trim();
  if (!/^[+-]?\d+([.,]\d*)?$/.test(trimmed)) return min;
  const whole = Math.trunc(Number(trimmed.replace(',', '.')));
  if (!Number.isSafeInteger(whole)) return whole > 0 ? max : min;
  return Math.min(max, Math.max(min, whole));
}

/** One step up or down from `current`, kept within [min, max]. */
export function stepQuantity(current: number, direction: 1 | -1, min = QUANTITY_MIN, max = Number.MAX_SAFE_INTEGER): number {
  return Math.min(max, Math.max(min, current + direction));
}
