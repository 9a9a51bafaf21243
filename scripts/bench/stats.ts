/** Median and ratio: the two computations every figure of the benchmark goes through. */
import type { Figure, Measured, NotApplicable } from './types';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const measured = (samples: readonly number[]): Measured => ({ median: median(samples), samples: [...samples] });

/** The samples of repeated runs as a figure, or why there are none. */
export const figureOf = (samples: readonly number[], failure: string | undefined): Figure => (samples.length > 0 ? measured(samples) : { na: failure ?? 'not measured' });

/** `value / base`, or null when the base is zero or missing (no meaningful ratio). */
export function ratio(value: number | undefined, base: number | undefined): number | null {
  if (value === undefined || base === undefined || base === 0 || !Number.isFinite(value) || !Number.isFinite(base)) return null;
  return value / base;
}

export const isNotApplicable = (figure: unknown): figure is NotApplicable =>
  typeof figure === 'object' && figure !== null && 'na' in figure && typeof (figure as NotApplicable).na === 'string';

/** The median of a figure, or undefined when it was not measured. */
export const medianOf = (figure: Figure | undefined): number | undefined => (figure === undefined || isNotApplicable(figure) ? undefined : figure.median);
