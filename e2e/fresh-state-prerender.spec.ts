/**
 * Issue 39: a product page prerendered before the shopper added to the cart in another tab shows the
 * cart as it is when it is opened. Puppeteer drives it: under Playwright, Chromium cancels prerenders
 * (e2e/speculation.spec.ts says why). On the way, the listing's tab, put behind the other one, asks the
 * server nothing while hidden, and catches up within a second of being shown again.
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs';
import { TENT } from './detail-helpers';
import { MINI_CART_COUNT } from './fresh-state-helpers';
import { LISTING } from './listing-helpers';
import { pressProductCard, shownPage } from './prerender-press';
import { expect, test } from './test';

/** Listens, from its first call on, to what theme scripts hear of the cart, and tells what the page shows. */
function hearCart(miniCartCount: string) {
  const w = window as unknown as { sfCartSources?: string[] };
  if (!w.sfCartSources) {
    const heard: string[] = (w.sfCartSources = []);
    document.addEventListener('storefront:cart', (event) => heard.push(event.detail.source));
  }
  return {
    path: location.pathname,
    activationStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart,
    count: document.querySelector(miniCartCount)?.textContent,
    heard: w.sfCartSources,
  };
}

test('a product page prerendered before an add to cart in another tab shows the cart as it is when opened, and says so to theme scripts; the hidden tab asked nothing meanwhile', async ({ baseURL }) => {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    await browser.setCookie({ name: 'cookie_privacy_on', value: '1', domain: new URL(baseURL!).hostname, path: '/' });
    const listing = await browser.newPage();
    await listing.setViewport({ width: 1366, height: 900 });
    await listing.goto(baseURL + LISTING);
    // Pressed, then let go away from the link: the prerender starts, and the listing stays.
    const href = await pressProductCard(listing, 2000, 'away');

    const other = await browser.newPage();
    await other.goto(baseURL + TENT);
    await other.click('#add-to-cart-button');
    await other.waitForFunction((selector) => document.querySelector(selector)?.textContent === '1 produkt', {}, MINI_CART_COUNT);
    // The listing's tab is behind the other one: it asks the server nothing until it is shown again.
    const miniCartCalls = () => other.evaluate(async () => ((await (await fetch('/__fixture/calls')).json()) as { call: string }[]).filter(({ call }) => call === 'smallcart').length);
    const callsAfterAdd = await miniCartCalls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await listing.evaluate(() => document.visibilityState)).toBe('hidden');
    expect(await miniCartCalls()).toBe(callsAfterAdd);
    expect(await listing.$eval(MINI_CART_COUNT, (count) => count.textContent)).toBe('0 produktów');
    await listing.bringToFront();
    await listing.waitForFunction((selector) => document.querySelector(selector)?.textContent === '1 produkt', { timeout: 1000 }, MINI_CART_COUNT);

    // Puppeteer's evaluateOnNewDocument does not reach a prerendered document, so what theme scripts hear
    // is listened to once it is shown: the mini cart's answer, which the shown page asks for, comes late enough.
    const fault = await other.evaluate(async () => (await fetch('/__fixture/faults', { method: 'POST', body: JSON.stringify({ call: 'smallcart', delayMs: 1500, times: 1 }) })).ok);
    expect(fault).toBe(true);
    await listing.click(`.product-card__link[href="${href}"]`);
    const read = await shownPage(browser, baseURL + href);
    const hear = () => read<ReturnType<typeof hearCart>>(`(${hearCart.toString()})(${JSON.stringify(MINI_CART_COUNT)})`);
    const atFirst = await hear();
    expect(atFirst.activationStart, 'the page was shown from its prerender').toBeGreaterThan(0);
    expect(atFirst).toMatchObject({ path: href, count: '0 produktów', heard: [] });
    await expect.poll(hear).toMatchObject({ count: '1 produkt', heard: ['other-tab'] });
  } finally {
    await browser.close();
  }
});
