/** Quantity rules (spec §5): whole numbers, never below the minimum of 1. */
export const QUANTITY_MIN = 1;
/** The default when a page has no quantity field. */
export const DEFAULT_QUANTITY = 1;
/** The most AddCart takes: the server's `Amount` is an Int32, and a larger one fails its binding (an HTML error page). */
export const AMOUNT_MAX = 2_147_483_647;

/** The whole numbers a quantity may be, both included. */
export interface QuantityBounds {
  min: number;
  max: number;
}

/** Any amount AddCart takes: where no quantity field says otherwise. */
export const ANY_AMOUNT: QuantityBounds = { min: QUANTITY_MIN, max: AMOUNT_MAX };

/** Bounds a quantity field may have: 1 ≤ min ≤ max ≤ AMOUNT_MAX. */
export const validBounds = ({ min, max }: QuantityBounds): boolean => min >= QUANTITY_MIN && min <= max && max <= AMOUNT_MAX;

/**
 * Typed text → a whole number within [min, max]: fractions are cut, anything unreadable (empty,
 * letters, "1e99") becomes the minimum.
 */
export function sanitizeQuantity(raw: string, min = QUANTITY_MIN, max = AMOUNT_MAX): number {
  const trimmed = raw.trim();
  if (!/^[+-]?\d+([.,]\d*)?$/.test(trimmed)) return min;
  const whole = Math.trunc(Number(trimmed.replace(',', '.')));
  if (!Number.isSafeInteger(whole)) return whole > 0 ? max : min;
  return Math.min(max, Math.max(min, whole));
}

/** One step up or down from `current`, kept within [min, max]. */
export function stepQuantity(current: number, direction: 1 | -1, min = QUANTITY_MIN, max = AMOUNT_MAX): number {
  return Math.min(max, Math.max(min, current + direction));
}
