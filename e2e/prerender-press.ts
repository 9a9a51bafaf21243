import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { expect } from './test';

/**
 * Presses the third product card's link on a listing open in Puppeteer, once the speculation rules
 * are on the page: the press starts the `conservative` prerender. Chromium's Preload events would say
 * when the prerender is ready, but the DevTools session they need turns prerendering off
 * (PrerenderingDisabledByDevTools), and Puppeteer lists no prerender target: the press is held for
 * `holdMs`, as long as a prerender of this page takes, and the shown page's activationStart says
 * whether it was one. `release: 'away'` moves the pointer off before letting go, which makes no click;
 * `'on the link'` clicks it. Returns the link's href.
 */
export async function pressProductCard(listing: Page, holdMs: number, release: 'away' | 'on the link'): Promise<string> {
  await listing.waitForSelector('script[type=speculationrules]');
  const link = (await listing.$$('.product-card__link'))[2]!;
  const href = await link.evaluate((a) => a.getAttribute('href')!);
  await link.scrollIntoView();
  const box = (await link.boundingBox())!;
  await listing.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await listing.mouse.down();
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  if (release === 'away') await listing.mouse.move(1, 1);
  await listing.mouse.up();
  return href;
}

/** Evaluates an expression in a page and returns its value. */
export type PageReader = <T>(expression: string) => Promise<T>;

const evaluate = async <T,>(session: CDPSession, expression: string): Promise<T> => (await session.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T;

/**
 * The page shown at `url` once it has loaded and is no longer a prerender, read over a DevTools
 * session of its own: Puppeteer's Page does not always follow a prerender's activation (its frame
 * detaches, and under load a wait for the navigation never ends), so the tab is found again among
 * the browser's targets by its URL. A shown page no longer needs its prerender spared from DevTools.
 */
export async function shownPage(browser: Browser, url: string): Promise<PageReader> {
  let session: CDPSession | undefined;
  await expect
    .poll(
      async () => {
        const target = browser.targets().find((candidate) => candidate.type() === 'page' && candidate.url() === url);
        if (!target) return false;
        const candidate = await target.createCDPSession();
        if (await evaluate<boolean>(candidate, "document.readyState === 'complete' && !document.prerendering").catch(() => false)) session = candidate;
        else await candidate.detach();
        return session !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return (expression) => evaluate(session!, expression);
}
