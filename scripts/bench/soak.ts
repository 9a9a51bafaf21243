/**
 * Soak: one listing page, many filter changes in a row, each a swap of the listing in place. After
 * `SOAK_CHECKPOINTS` swaps the JS heap (after garbage collection), the DOM nodes alive, the detached
 * ones and the event listeners are read: what swapped-out islands leave behind (React roots not
 * unmounted, listeners, observers, sliders) grows with the count of swaps. Both checkpoints are even
 * counts, so the page shows the same listing at each.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { openTab, type Shop } from './browser';
import type { SoakCheckpoint, SoakResult } from './types';

export const SOAK_PATH = '/kategoria/odziez';
export const SOAK_CHECKPOINTS = [20, 200] as const;
const BOX = '#filter-available';

export async function measureSoak(browser: Browser, shop: Shop): Promise<SoakResult> {
  const tab = await openTab(browser, shop, 'js', { consent: true, cart: false });
  const { page, cdp } = tab;
  try {
    await page.goto(shop.base + SOAK_PATH);
    await page.locator('[data-island="listing-swap"][data-island-state="mounted"]').waitFor();
    const checkpoints: SoakCheckpoint[] = [];
    const started = Date.now();
    let done = 0;
    for (const at of SOAK_CHECKPOINTS) {
      await page.evaluate(swapInPage, { count: at - done, box: BOX });
      done = at;
      checkpoints.push(await checkpoint(cdp, at, Date.now() - started));
    }
    return { path: SOAK_PATH, checkpoints };
  } finally {
    await tab.context.close();
  }
}

/**
 * Runs in the page: ticks and unticks the box `count` times, each time waiting until the swap it
 * started is in place (its `storefront:listing` result: swaps morph the parts, so the container stays
 * the same node) and no hook is loading. Driven from inside, so the test tool's own objects (handles,
 * its script world) stay out of the heap being measured.
 */
async function swapInPage({ count, box }: { count: number; box: string }): Promise<void> {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  for (let swap = 0; swap < count; swap += 1) {
    const inPlace = new Promise<unknown>((resolve) =>
      document.addEventListener('storefront:listing', (event) => void (event as CustomEvent<{ result: Promise<unknown> }>).detail.result.then(resolve), { once: true }),
    );
    document.querySelector<HTMLInputElement>(box)!.click();
    await inPlace;
    while (document.querySelector('[data-island-state="loading"]')) await settled();
  }
}

async function checkpoint(cdp: CDPSession, swaps: number, elapsedMs: number): Promise<SoakCheckpoint> {
  // Twice: a first collection can leave objects whose finalizers free more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  const counters = await cdp.send('Memory.getDOMCounters');
  const detached = await detachedNodes(cdp);
  return { swaps, elapsedMs, heapBytes, nodes: counters.nodes, listeners: counters.jsEventListeners, detachedNodes: detached };
}

/** Detached DOM nodes still reachable from script (CDP DOM.getDetachedDomNodes); null where Chromium lacks it. */
async function detachedNodes(cdp: CDPSession): Promise<number | null> {
  try {
    const answer = (await cdp.send('DOM.getDetachedDomNodes' as 'DOM.enable')) as unknown as { detachedNodes?: unknown[] };
    return answer.detachedNodes?.length ?? null;
  } catch {
    return null;
  }
}
