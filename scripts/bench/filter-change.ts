/**
 * Filter change → results shown on a listing, with the listing prefetch (the page as shipped) and
 * without it (the shopper saves data). Save-data is switched on only once the page has settled, so
 * what it also turns off at load (the warm-up of touch-woken chunks, the speculation rules) ran the
 * same in both; the prefetch reads it when the shopper heads for a filter.
 */
import type { Browser, Page } from '@playwright/test';
import { openTab, setCpuThrottling, type Shop } from './browser';
import { HOVER_MS, PRESS_MS, sleep } from './navigation-steps';
import type { Arrival } from './types';
import { settled } from './wake-islands';

export const FILTER_CHANGE_FROM = '/kategoria/odziez';
const FIRST_PRODUCER = '#filter-form input[name="producer"]';
const SHOWN_TIMEOUT_MS = 20_000;

interface SwapProbe {
  pressAt?: number;
  shownAt?: number;
}
declare global {
  interface Window {
    __benchSwap?: SwapProbe;
  }
}

/** The press, and the first frame after `[data-result-count]` changed its text, on the page's clock. */
function installSwapProbe(): void {
  const probe: SwapProbe = {};
  window.__benchSwap = probe;
  const count = document.querySelector('[data-result-count]')!;
  const before = count.textContent;
  addEventListener('pointerdown', (event) => void (probe.pressAt ??= event.timeStamp), true);
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-result-count]')?.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() => (probe.shownAt = performance.now()));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** When the listing's answers were asked for, against the press: before it means fetched ahead. */
const answerRequests = (page: Page, path: string) =>
  page.evaluate(
    (listingPath) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch' && new URL(entry.name).pathname === listingPath)
        .map((entry) => entry.startTime),
    path,
  );

const saveData = (page: Page) => page.evaluate(() => void Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));

export async function filterChangeRun(browser: Browser, shop: Shop, prefetch: boolean, cpuRate: number, serverDelayMs: number): Promise<{ ms: number; arrival: Arrival }> {
  const tab = await openTab(browser, shop, 'js', { consent: true, cart: false });
  const { page } = tab;
  try {
    await page.goto(shop.base + FILTER_CHANGE_FROM, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-island="listing-swap"]')?.getAttribute('data-island-state') === 'mounted');
    await settled(page);
    if (!prefetch) await saveData(page);
    // After the listing loaded: only the swap's answer waits.
    const fault = await page.request.post(`${shop.base}/__fixture/faults`, { data: { call: 'listing', delayMs: serverDelayMs } });
    if (!fault.ok()) throw new Error(`the fixture refused the delay: ${await fault.text()}`);
    await page.evaluate(installSwapProbe);
    await setCpuThrottling(tab.cdp, cpuRate);
    const label = page.locator(FIRST_PRODUCER).first().locator('xpath=following-sibling::label');
    await label.scrollIntoViewIfNeeded();
    const box = (await label.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(HOVER_MS);
    await page.mouse.down();
    await sleep(PRESS_MS);
    await page.mouse.up();
    await page.waitForFunction(() => window.__benchSwap!.shownAt !== undefined, undefined, { timeout: SHOWN_TIMEOUT_MS });
    const { pressAt, shownAt } = await page.evaluate(() => window.__benchSwap!);
    if (pressAt === undefined || shownAt === undefined) throw new Error('the press or the results were not seen');
    const asked = await answerRequests(page, FILTER_CHANGE_FROM);
    const ahead = asked.some((start) => start < pressAt);
    const arrival: Arrival = !ahead ? 'fetched on click' : asked.length > 1 ? 'prefetched, asked again' : 'prefetched';
    return { ms: shownAt - pressAt, arrival };
  } finally {
    await tab.context.close();
  }
}
