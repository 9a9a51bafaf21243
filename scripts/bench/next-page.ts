/**
 * Click → the product page's largest contentful paint, from a listing, with the speculation rules the
 * page ships (prefetch on hover, prerender on press) and without them (their chunk refused, nothing
 * else changed). Puppeteer, not Playwright: Chromium cancels a prerender when a DevTools client is
 * attached to the page (PrerenderingDisabledByDevTools), which is how Playwright drives it; Puppeteer
 * attaches to the tab, so the press's prerender is real. The CPU throttling set on the listing holds
 * for the page shown after it: a same-site prerender runs in the listing's renderer process.
 */
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE } from '../../shared/constants';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium-path.mjs';
import type { Shop } from './browser';
import { HOVER_MS, PRESS_MS, sleep } from './navigation-steps';
import type { Arrival } from './types';

export const NEXT_PAGE_FROM = '/kategoria/odziez';
const CARD_LINK = '.product-card__link';
const SHOWN_TIMEOUT_MS = 20_000;
/** After the load event, for the paint of the largest image to be reported. */
const LCP_SETTLE_MS = 500;

/** The full browser: its headless shell ignores speculation rules. */
export const launchSpeculatingBrowser = (): Promise<Browser> => puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });

declare global {
  interface Window {
    __benchPressAt?: number;
  }
}

interface Shown {
  timeOrigin: number;
  activationStart: number;
  lcp: number;
  purposes: string[];
}

/**
 * Read in the page shown, once loaded: a plain string, since the prerendered page never ran our init
 * scripts (esbuild's `__name` helper would be missing there). A prerendered page's LCP entry may
 * predate its activation; the shopper saw it at activation at the earliest.
 */
const SHOWN_FIGURES = `(async () => {
  const entries = await new Promise((resolve) => new PerformanceObserver((list, observer) => {
    observer.disconnect();
    resolve(list.getEntries());
  }).observe({ type: 'largest-contentful-paint', buffered: true }));
  const calls = await (await fetch('/__fixture/calls?all=1')).json();
  return {
    timeOrigin: performance.timeOrigin,
    activationStart: performance.getEntriesByType('navigation')[0].activationStart,
    lcp: entries[entries.length - 1].startTime,
    purposes: calls.filter((call) => call.url === location.pathname && call.purpose).map((call) => call.purpose),
  };
})()`;

async function evaluate<T>(session: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`in the page shown: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

/**
 * The tab once it shows `url`, loaded. A prerender's activation swaps the tab's page for another
 * target, which Puppeteer's Page does not follow, so the tab is found again among the targets.
 */
async function shownPage(browser: Browser, url: string): Promise<CDPSession> {
  const deadline = Date.now() + SHOWN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const target = browser.targets().find((t) => t.type() === 'page' && t.url() === url);
    if (target) {
      const session = await target.createCDPSession();
      const ready = await evaluate<boolean>(session, "document.readyState === 'complete' && !document.prerendering").catch(() => false);
      if (ready) return session;
      await session.detach();
    }
    await sleep(50);
  }
  throw new Error(`${url} not shown within ${SHOWN_TIMEOUT_MS / 1000} s`);
}

/** Refuses boot's speculation chunk: its import failing is silent by design, and nothing else lives in it. */
async function withoutSpeculation(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  cdp.on('Fetch.requestPaused', ({ requestId }) => void cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }));
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/dist/chunks/speculation-*.js' }] });
}

export async function nextPageRun(browser: Browser, shop: Shop, speculation: boolean, cpuRate: number, serverDelayMs: number): Promise<{ ms: number; arrival: Arrival }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await page.setCookie({ name: COOKIE_CONSENT_COOKIE, value: COOKIE_CONSENT_VALUE, url: shop.base });
    await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn;');
    await page.evaluateOnNewDocument(() => addEventListener('pointerdown', (event) => (window.__benchPressAt = performance.timeOrigin + event.timeStamp), true));
    if (!speculation) await withoutSpeculation(page);
    await page.goto(shop.base + NEXT_PAGE_FROM, { waitUntil: 'load' });
    // Boot imports the speculation chunk and the freshness chunk at the same idle moment.
    if (speculation) await page.waitForSelector('script[type=speculationrules]');
    else await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chunks/freshness-')));
    await page.waitForNetworkIdle({ idleTime: 500 });
    // After the listing loaded: only the product page waits.
    await page.evaluate((delayMs) => fetch('/__fixture/faults', { method: 'POST', body: JSON.stringify({ call: 'page', delayMs }) }), serverDelayMs);
    await page.emulateCPUThrottling(cpuRate);
    const link = (await page.$(CARD_LINK))!;
    const url = new URL((await link.evaluate((a) => a.getAttribute('href')))!, shop.base).href;
    await link.scrollIntoView();
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(HOVER_MS);
    await page.mouse.down();
    const [pressAt] = await Promise.all([page.evaluate(() => window.__benchPressAt), sleep(PRESS_MS)]);
    await page.mouse.up();
    if (pressAt === undefined) throw new Error('the press reached no pointerdown listener');
    const session = await shownPage(browser, url);
    await sleep(LCP_SETTLE_MS);
    const shown = await evaluate<Shown>(session, SHOWN_FIGURES);
    const arrival: Arrival = shown.activationStart > 0 ? 'prerendered' : shown.purposes.length > 0 ? 'prefetched' : 'fetched on click';
    return { ms: shown.timeOrigin + Math.max(shown.lcp, shown.activationStart) - pressAt, arrival };
  } finally {
    await context.close();
  }
}
