/** The shape of bench/results.json: every figure of `npm run bench`, with its samples. */
import type { ReactRequest } from './react-request';

/** A figure that could not be measured, and why (an island not built yet, no such behaviour without JS). */
export interface NotApplicable {
  na: string;
}

/** The median of repeated runs, with the runs themselves so the noise is visible. */
export interface Measured {
  median: number;
  samples: number[];
}

export type Figure = Measured | NotApplicable;

export type Variant = 'js' | 'nojs';

export interface JsBytes {
  /** gzip bytes of every script downloaded from navigation until the page settled, untouched. */
  beforeInteraction: number;
  /** The same for a returning shopper who has already accepted cookies (no notice to show). */
  beforeInteractionWithConsent: number;
  /** gzip bytes once every hook has woken (forced by focus, hover and scroll). */
  afterWake: number;
  scripts: { url: string; gzip: number; phase: 'load' | 'wake' }[];
  /** Hooks still not awake after forcing, with their state. */
  notWoken: string[];
  /** When the untouched page first requested the React vendor chunk, and for which islands (null: never). */
  reactRequested?: ReactRequest | null;
  reactRequestedWithConsent?: ReactRequest | null;
}

export interface LighthouseFigures {
  score: Measured;
  tbt: Measured;
  lcp: Measured;
  cls: Measured;
  /**
   * Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`, higher is faster) in each
   * run. Absent in results written before it existed.
   */
  hostIndex?: Measured;
}

export interface PageResult {
  id: string;
  label: string;
  path: string;
  jsBytes: Record<Variant, JsBytes | NotApplicable>;
  lighthouse: Record<Variant, LighthouseFigures | NotApplicable>;
  /** Lighthouse diagnostics of each variant's first run: where main-thread time and bytes went. */
  diagnostics?: Partial<Record<Variant, Diagnostics>>;
  /** Absent in results written before it existed, or when the section did not run. */
  react?: ReactCost | NotApplicable;
}

/**
 * React's main-thread cost as the untouched page loads (cookies accepted) at the INP CPU throttling,
 * from a Chromium trace of navigation → every hook that wakes untouched settled (vendor-trace.ts).
 */
export interface ReactCost {
  /** Runs that completed (a failed one is said under the table). */
  runs: number;
  /** Runs in which the page requested the React vendor chunk before any input. */
  vendorLoadedInRuns: number;
  /** Main-thread compile of the vendor chunk (v8.compileModule naming it). */
  vendorCompileMs: Figure;
  /** The first module-graph evaluation holding the vendor chunk (v8.evaluateModule): React initialises in it. */
  vendorEvaluateMs: Figure;
  /** The whole main-thread task of that evaluation. */
  vendorTaskMs: Figure;
  longestTaskMs: Figure;
  /** What each run's longest task was. */
  longestTaskWhat: string[];
}

export interface Diagnostics {
  longTasks: { url: string; durationMs: number; startMs: number }[];
  bootupTime: { url: string; totalMs: number; scriptingMs: number }[];
  mainThreadWork: { group: string; durationMs: number }[];
  unusedJs: { url: string; wastedBytes: number; totalBytes: number }[];
  layoutShifts: { node: string; score: number }[];
  lcpElement?: string;
  /** Lighthouse's LCP breakdown (TTFB, load delay, load time, render delay), simulated. */
  lcpPhases: { phase: string; ms: number }[];
  /** Unthrottled, as recorded in the trace: tells a simulation artefact from a real delay. */
  observed: { fcpMs?: number; lcpMs?: number; loadMs?: number };
}

export interface InteractionResult {
  id: string;
  label: string;
  page: string;
  /** The hook that handles the interaction, as found on the page. */
  island?: string;
  warm: Record<Variant, Figure>;
  /** First interaction on a fresh page, the island's chunk not yet loaded. */
  cold: Figure;
  /** From the cold interaction's input to the island reporting itself mounted. */
  coldWakeMs: Figure;
}

export interface ScaleVariantResult {
  mainThreadMs: Measured;
  scriptMs: Measured;
  heapBytes: Measured;
}

export interface ScaleResult {
  cards: number;
  js: ScaleVariantResult;
  nojs: ScaleVariantResult;
}

export interface BenchResults {
  meta: {
    date: string;
    chromium: string;
    lighthouse: string;
    durationSeconds: number;
    /** `navigation` is absent in results written before that section existed. */
    runs: { lighthouse: number; inp: number; scale: number; navigation?: number };
    cpuThrottlingForInp: number;
    howJsIsDisabled: string;
    notes: string[];
  };
  pages: PageResult[];
  interactions: InteractionResult[];
  scale: ScaleResult[];
  /** Absent in results written before the soak existed, or when it did not run. */
  soak?: SoakResult | NotApplicable;
  /** Absent in results written before the section existed, or when it did not run. */
  navigation?: NavigationResult[];
  /** The React vendor chunk of the build measured: one file, the same on every page (gzip level 9). */
  reactVendor?: { file: string; gzip: number };
}

export interface SoakCheckpoint {
  swaps: number;
  /** Since the first swap: how long the swaps took, for orientation only. */
  elapsedMs: number;
  /** JS heap used after garbage collection. */
  heapBytes: number;
  /** DOM nodes alive (CDP Memory.getDOMCounters), attached or not. */
  nodes: number;
  listeners: number;
  /** Detached DOM nodes still reachable from script; null where Chromium cannot tell. */
  detachedNodes: number | null;
}

export interface SoakResult {
  path: string;
  checkpoints: SoakCheckpoint[];
}

/** How the next page or listing reached the shopper in one run. */
export type Arrival = 'prerendered' | 'prefetched' | 'prefetched, asked again' | 'fetched on click';

export interface NavigationVariant {
  /** What the variant is: the page as shipped, or what was taken away. */
  what: string;
  ms: Figure;
  /** One per run that completed, in order. */
  arrivals: Arrival[];
}

/** One journey timed with the page's fetching ahead and without it, in the same run (navigation section). */
export interface NavigationResult {
  id: 'next-page' | 'filter-change';
  label: string;
  /** The page the journey starts on. */
  path: string;
  /** From what to what the time runs. */
  measured: string;
  /** How long the fixture shop waited before answering the next page or listing, the same in both variants. */
  serverDelayMs: number;
  with: NavigationVariant;
  without: NavigationVariant;
}
