/**
 * Issue 39's rows: what fetching ahead saves the shopper, each journey with and without it, the runs
 * of both variants taken in turn so a busy moment of the host falls on both. Every run is a fresh
 * context, at the INP section's CPU throttling from the first hover on.
 */
import type { Browser } from '@playwright/test';
import type { Shop } from './browser';
import { FILTER_CHANGE_FROM, filterChangeRun } from './filter-change';
import { HOVER_MS, PRESS_MS, SERVER_DELAY_MS } from './navigation-steps';
import { launchSpeculatingBrowser, NEXT_PAGE_FROM, nextPageRun } from './next-page';
import { figureOf } from './stats';
import type { Arrival, NavigationResult, NavigationVariant } from './types';

type Run = () => Promise<{ ms: number; arrival: Arrival }>;

interface Variant {
  what: string;
  run: Run;
  samples: number[];
  arrivals: Arrival[];
  failure?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error));

const variant = (what: string, run: Run): Variant => ({ what, run, samples: [], arrivals: [] });

/** Runs the variant once more, unless it failed before without a single figure (it would fail again). */
async function runOnce(v: Variant): Promise<void> {
  if (v.failure !== undefined && v.samples.length === 0) return;
  try {
    const { ms, arrival } = await v.run();
    v.samples.push(ms);
    v.arrivals.push(arrival);
  } catch (error) {
    v.failure = `failed: ${messageOf(error)}`;
  }
}

const resultOf = (v: Variant): NavigationVariant => ({ what: v.what, ms: figureOf(v.samples, v.failure), arrivals: v.arrivals });

export async function measureNavigation(browser: Browser, shop: Shop, runs: number, cpuRate: number, log: (message: string) => void): Promise<NavigationResult[]> {
  const speculating = await launchSpeculatingBrowser();
  try {
    const nextPage = [
      variant('speculation rules as shipped', () => nextPageRun(speculating, shop, true, cpuRate, SERVER_DELAY_MS)),
      variant('speculation chunk refused', () => nextPageRun(speculating, shop, false, cpuRate, SERVER_DELAY_MS)),
    ] as const;
    const filterChange = [
      variant('listing prefetch as shipped', () => filterChangeRun(browser, shop, true, cpuRate, SERVER_DELAY_MS)),
      variant('save-data on once loaded: no prefetch', () => filterChangeRun(browser, shop, false, cpuRate, SERVER_DELAY_MS)),
    ] as const;
    for (let run = 0; run < runs; run += 1) {
      log(`navigation run ${run + 1} of ${runs} at ${cpuRate}× CPU`);
      for (const v of [...nextPage, ...filterChange]) await runOnce(v);
    }
    const press = `hover ${HOVER_MS} ms, press ${PRESS_MS} ms`;
    return [
      {
        id: 'next-page',
        label: 'listing → product page',
        path: NEXT_PAGE_FROM,
        measured: `${press} on a product card's link; from the press (pointerdown) to the product page's LCP`,
        serverDelayMs: SERVER_DELAY_MS,
        with: resultOf(nextPage[0]),
        without: resultOf(nextPage[1]),
      },
      {
        id: 'filter-change',
        label: 'filter change → results shown',
        path: FILTER_CHANGE_FROM,
        measured: `${press} on the first producer's label; from the press to the frame after the result count changed`,
        serverDelayMs: SERVER_DELAY_MS,
        with: resultOf(filterChange[0]),
        without: resultOf(filterChange[1]),
      },
    ];
  } finally {
    await speculating.close();
  }
}
