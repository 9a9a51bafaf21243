/** The targets, in one place: what each table's target column shows and how "met" is decided. */

export const TARGETS = {
  lighthouseScore: 100,
  tbtMs: 50,
  cls: 0,
  /** LCP with our script may exceed the no-JS page's by at most this fraction. */
  lcpOverNoJs: 0.02,
  inpMs: 50,
  /** Cold first touch: from the input that wakes an island to the island ready (mounted). */
  coldReadyMs: 100,
  /** Main-thread cost of 2,000 cards as a multiple of 48 cards. */
  scale2000Over48: 1.2,
  /** Soak: heap after GC and detached nodes after the last checkpoint's swaps may exceed the first's by at most this fraction. */
  soakGrowth: 0.1,
} as const;

export type Verdict = 'met' | 'missed' | 'n/a';

const verdict = (ok: boolean | undefined): Verdict => (ok === undefined ? 'n/a' : ok ? 'met' : 'missed');

/** Lighthouse scores are 0–1; the report shows (and rounds) them as 0–100. */
export const scoreMet = (score: number | undefined) => verdict(score === undefined ? undefined : Math.round(score * 100) >= TARGETS.lighthouseScore);
export const tbtMet = (ms: number | undefined) => verdict(ms === undefined ? undefined : ms <= TARGETS.tbtMs);
/** CLS is judged as shown, to three decimals. */
export const clsMet = (cls: number | undefined) => verdict(cls === undefined ? undefined : Math.round(cls * 1000) === 0);
export const lcpMet = (js: number | undefined, noJs: number | undefined) =>
  verdict(js === undefined || noJs === undefined ? undefined : js <= noJs * (1 + TARGETS.lcpOverNoJs));
export const inpMet = (ms: number | undefined) => verdict(ms === undefined ? undefined : ms <= TARGETS.inpMs);
export const coldReadyMet = (ms: number | undefined) => verdict(ms === undefined ? undefined : ms <= TARGETS.coldReadyMs);
export const scaleMet = (ratioTo48: number | null | undefined) =>
  verdict(ratioTo48 === null || ratioTo48 === undefined ? undefined : ratioTo48 <= TARGETS.scale2000Over48);

/** Growth from the first soak checkpoint to the last, as a fraction (0.05 = 5 % more). */
export const soakMet = (first: number | null, last: number | null) =>
  verdict(first === null || last === null ? undefined : last <= first * (1 + TARGETS.soakGrowth) || last - first <= 1);
