/**
 * React on each page before the first interaction, at the INP CPU throttling: whether the untouched
 * page loads the React vendor chunk, its main-thread compile and first evaluation, and the longest
 * main-thread task. Each run is a fresh context (cookies accepted) and one Chromium trace from
 * navigation until every hook that wakes untouched has settled; vendor-trace.ts reads the trace.
 */
import type { Browser, Page } from '@playwright/test';
import { registry } from '../../islands/registry';
import { openTab, setCpuThrottling, traceOf, type Shop } from './browser';
import type { BenchPage } from './pages';
import { figureOf } from './stats';
import type { ReactCost } from './types';
import { analyseLoadTrace, TRACE_CATEGORIES } from './vendor-trace';
import { settled } from './wake-islands';

const SETTLE_TIMEOUT_MS = 30_000;
const strategies: Record<string, string> = Object.fromEntries(Object.entries(registry).map(([name, definition]) => [name, definition.wake]));

/**
 * Load, then every hook that wakes without the shopper settled: none loading, none of the `load` and
 * `idle` ones still waiting. A `visible` hook in the first viewport has been told so by its
 * IntersectionObserver within the first frames, and is loading by the time the check starts.
 */
async function loadUntilHooksSettle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  await page.waitForFunction(
    (wakeOf) =>
      [...document.querySelectorAll('[data-island]')].every((hook) => {
        const state = hook.getAttribute('data-island-state');
        if (state === null || state === 'loading') return false;
        return state !== 'waiting' || !['load', 'idle'].includes(wakeOf[hook.getAttribute('data-island') ?? ''] ?? '');
      }),
    strategies,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  await settled(page);
}

async function once(browser: Browser, shop: Shop, page: BenchPage, vendorFile: string, cpuRate: number) {
  const tab = await openTab(browser, shop, 'js', { consent: true, cart: Boolean(page.withCart) });
  try {
    let vendorLoaded = false;
    tab.page.on('request', (request) => void (vendorLoaded ||= request.url().endsWith(`/${vendorFile}`)));
    await setCpuThrottling(tab.cdp, cpuRate);
    const url = shop.base + page.path;
    const events = await traceOf(tab.cdp, TRACE_CATEGORIES, () => loadUntilHooksSettle(tab.page, url));
    return { vendorLoaded, ...analyseLoadTrace(events, url, vendorFile) };
  } finally {
    await tab.context.close();
  }
}

export async function measureReactCost(browser: Browser, shop: Shop, page: BenchPage, vendorFile: string, runs: number, cpuRate: number): Promise<ReactCost> {
  const compile: number[] = [];
  const evaluate: number[] = [];
  const task: number[] = [];
  const longest: number[] = [];
  const longestWhat: string[] = [];
  let completed = 0;
  let vendorLoadedInRuns = 0;
  let vendorFailure: string | undefined;
  let runFailure: string | undefined;
  for (let run = 0; run < runs; run += 1) {
    try {
      const result = await once(browser, shop, page, vendorFile, cpuRate);
      completed += 1;
      if (result.vendorLoaded) vendorLoadedInRuns += 1;
      if ('na' in result.vendor) {
        if (result.vendorLoaded) vendorFailure ??= result.vendor.na;
      } else {
        compile.push(result.vendor.compileMs);
        evaluate.push(result.vendor.evaluateMs);
        task.push(result.vendor.taskMs);
      }
      if (result.longestTask) {
        longest.push(result.longestTask.ms);
        longestWhat.push(result.longestTask.what);
      }
    } catch (error) {
      runFailure ??= `failed: ${String(error).split('\n')[0]}`;
    }
  }
  const notLoaded = vendorLoadedInRuns === 0 && runFailure === undefined ? 'the page did not load React before interaction' : undefined;
  const vendorWhy = notLoaded ?? vendorFailure ?? runFailure;
  return {
    runs: completed,
    vendorLoadedInRuns,
    vendorCompileMs: figureOf(compile, vendorWhy),
    vendorEvaluateMs: figureOf(evaluate, vendorWhy),
    vendorTaskMs: figureOf(task, vendorWhy),
    longestTaskMs: figureOf(longest, runFailure ?? 'the trace held no main-thread task'),
    longestTaskWhat: longestWhat,
  };
}
