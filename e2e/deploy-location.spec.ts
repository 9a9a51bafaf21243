/**
 * Issue 35, where the files live: one build, unchanged, served under a virtual directory (`/sklep/dist/`) or from
 * another origin as a CDN would serve it, wakes the islands of a product page and a listing, and every script the
 * storefront loads comes from there: boot.js from the tag, each chunk resolved against boot.js's own URL.
 * Each case runs a fixture shop of its own (startServer with distPath); the other origin is the same server
 * reached as `localhost` by pages on `127.0.0.1`.
 */
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { freePort } from '../engines/ports';
import { startServer } from '../fixtures/server';
import { choose, JACKET } from './detail-helpers';
import { LISTING, openListing } from './listing-helpers';
import { expect, test } from './test';

interface Location {
  name: string;
  /** What the shop's pages point at, for a shop on this port. */
  distPath: (port: number) => string;
}

const LOCATIONS: Location[] = [
  { name: 'a virtual directory', distPath: () => '/sklep/dist/' },
  { name: 'another origin', distPath: (port) => `http://localhost:${port}/cdn/dist/` },
];

/** The theme's own script, which the product page also loads: the storefront does not move it. */
const THEME_SCRIPT = '/assets/theme-script.js';

test.beforeEach(() => test.skip(test.info().project.name !== 'chromium', 'where the build lives does not change with the CSP'));

/** Every script and stylesheet the page asks for, by URL. */
function recordLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) urls.push(request.url());
  });
  return urls;
}

for (const location of LOCATIONS) {
  test.describe(`the build served from ${location.name}`, () => {
    let server: Server;
    let origin: string;
    let dist: string;

    test.beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const distPath = location.distPath(port);
      dist = new URL(distPath, origin).href;
      server = await startServer(port, { distPath });
    });

    test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    test.beforeEach(async ({ page }) => {
      await page.context().addCookies([{ name: 'cookie_privacy_on', value: '1', url: origin }]);
    });

    /** The storefront's loads all came from the location, boot.js and chunks among them; none from /dist/. */
    const expectLoadsFromLocation = (urls: string[]) => {
      const storefront = urls.filter((url) => !url.endsWith(THEME_SCRIPT) && !url.startsWith(`${origin}/assets/`));
      expect(storefront.filter((url) => !url.startsWith(dist))).toEqual([]);
      expect(storefront).toContain(`${dist}boot.js`);
      expect(storefront).toContain(`${dist}storefront.css`);
      expect(storefront.filter((url) => url.startsWith(`${dist}chunks/`)).length).toBeGreaterThan(1);
      expect(urls.filter((url) => new URL(url).pathname.startsWith('/dist/'))).toEqual([]);
    };

    test('a product page: choosing options updates the price', async ({ page }) => {
      const loads = recordLoads(page);
      await page.goto(origin + JACKET);
      await expect(page.locator('#product-price .price__current')).toHaveText('499,99 zł');
      await choose(page, 'XL');
      await choose(page, 'Czarny');
      await expect(page.locator('#product-price .price__current')).toHaveText('509,99 zł');
      expectLoadsFromLocation(loads);
    });

    test('a listing: the filters wake, and the sorter sorts', async ({ page }) => {
      const loads = recordLoads(page);
      await openListing(page, origin + LISTING);
      const sorter = page.getByLabel('Sortuj według');
      await sorter.hover();
      await sorter.selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page.locator('[data-island="sorter"]')).toHaveAttribute('data-island-state', 'mounted');
      await expect.poll(async () => {
        const prices = (await page.locator('.product-card .price__current').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      }).toBe(true);
      expectLoadsFromLocation(loads);
    });
  });
}
