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
const CONTAINER = '[data-listing-container]';

export async function measureSoak(browser: Browser, shop: Shop): Promise<SoakResult> {
  const tab = await openTab(browser, shop, 'js', { consent: true, cart: false });
  const { page, cdp } = tab;
  try {
    await page.goto(shop.base + SOAK_PATH);
    await page.locator('[data-island="listing-swap"][data-island-state="mounted"]').waitFor();
    const checkpoints: SoakCheckpoint[] = [];
    const started = Date.now();
    for (let swaps = 1; swaps <= Math.max(...SOAK_CHECKPOINTS); swaps += 1) {
      // The container in place now is marked; the swap is done when another has taken its place.
      await page.evaluate((selector) => document.querySelector(selector)!.setAttribute('data-soak-old', ''), CONTAINER);
      await page.locator(BOX).click();
      await page.locator(`${CONTAINER}:not([data-soak-old])`).waitFor({ state: 'attached' });
      await page.locator('[data-island-state="loading"]').first().waitFor({ state: 'detached' });
      if ((SOAK_CHECKPOINTS as readonly number[]).includes(swaps)) checkpoints.push(await checkpoint(cdp, swaps, Date.now() - started));
    }
    return { path: SOAK_PATH, checkpoints };
  } finally {
    await tab.context.close();
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
