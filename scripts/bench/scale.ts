/**
 * Scale: the listing with N cards (the fixture's `__cards=N`), main-thread and script time from
 * navigation to a settled page (CDP Performance.getMetrics TaskDuration / ScriptDuration deltas), and
 * the JS heap after a garbage collection. No CPU throttling: the figures that matter are ratios.
 */
import type { Browser } from '@playwright/test';
import { openTab, type Shop } from './browser';
import { measured } from './stats';
import type { ScaleResult, ScaleVariantResult, Variant } from './types';

export const SCALE_CARDS = [48, 500, 2000] as const;
export const scalePath = (cards: number) => `/kategoria/odziez?__cards=${cards}`;

/**
 * The window ends this long after the load event, and with JS not before every woken hook has
 * settled. It used to end at network idle, which on 2,000 cards came while the parser was still busy,
 * before boot had run at all (script time 0 ms in most runs).
 */
const SETTLE_MS = 1000;

type Metrics = Record<string, number>;

async function once(browser: Browser, shop: Shop, cards: number, variant: Variant) {
  const tab = await openTab(browser, shop, variant, { consent: true, cart: false });
  try {
    const metrics = async (): Promise<Metrics> => {
      const { metrics: list } = await tab.cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
    };
    await tab.cdp.send('Performance.enable');
    const before = await metrics();
    await tab.page.goto(shop.base + scalePath(cards), { waitUntil: 'load', timeout: 120_000 });
    await tab.page.waitForTimeout(SETTLE_MS);
    if (variant === 'js') await tab.page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'), undefined, { timeout: 60_000 });
    const after = await metrics();
    await tab.cdp.send('HeapProfiler.collectGarbage');
    const heap = await metrics();
    const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
    return { mainThreadMs: delta('TaskDuration'), scriptMs: delta('ScriptDuration'), heapBytes: heap.JSHeapUsedSize ?? 0 };
  } finally {
    await tab.context.close();
  }
}

/** Runs with and without JS alternate, so a busy moment of the machine hits both alike. */
export async function measureScale(browser: Browser, shop: Shop, cards: number, runs: number): Promise<ScaleResult> {
  const samples = (): Record<keyof ScaleVariantResult, number[]> => ({ mainThreadMs: [], scriptMs: [], heapBytes: [] });
  const byVariant: Record<Variant, Record<keyof ScaleVariantResult, number[]>> = { js: samples(), nojs: samples() };
  for (let run = 0; run < runs; run += 1) {
    for (const variant of ['js', 'nojs'] as const) {
      const one = await once(browser, shop, cards, variant);
      for (const key of ['mainThreadMs', 'scriptMs', 'heapBytes'] as const) byVariant[variant][key].push(one[key]);
    }
  }
  const result = (variant: Variant): ScaleVariantResult => ({
    mainThreadMs: measured(byVariant[variant].mainThreadMs),
    scriptMs: measured(byVariant[variant].scriptMs),
    heapBytes: measured(byVariant[variant].heapBytes),
  });
  return { cards, js: result('js'), nojs: result('nojs') };
}
