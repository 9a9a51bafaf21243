/**
 * `npm run screenshots`: builds, starts the fixture shop on a spare port and saves PNGs of its
 * pages to docs/screenshots/ (committed, shown in the README).
 */
import { chromium, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { build } from '../build.mjs';
import { startServer } from '../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';
import { FIXTURE_PAGES } from '../e2e/fixture-pages';

const out = (name: string) => new URL(`../docs/screenshots/${name}.png`, import.meta.url).pathname;

await build({ quiet: true });
const server = await startServer(0);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

async function shoot(name: string, path: string, act?: (page: Page) => Promise<void>, consent = true, height = 900) {
  const context = await browser.newContext({ viewport: { width: 1366, height }, locale: 'pl-PL', baseURL: base });
  if (consent) await context.addCookies([{ name: 'cookie_privacy_on', value: '1', url: base }]);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await act?.(page);
  await page.screenshot({ path: out(name) });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

try {
  await shoot('mainpage', FIXTURE_PAGES.mainpage);
  await shoot('listing', FIXTURE_PAGES.listing);
  await shoot('detail', FIXTURE_PAGES.detail);
  await shoot('dialog', FIXTURE_PAGES.detailWithSizeChart, async (page) => {
    await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
  });
  await shoot('listing-filtered', `${FIXTURE_PAGES.listing}?producer=1&priceFrom=100&priceTo=600`, async (page) => {
    await page.locator('#filter-available').click();
    await page.waitForURL(/available=1/);
    await page.locator('.sf-loading').waitFor({ state: 'hidden' });
    await page.locator('[data-island="price-slider"][data-island-state="mounted"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  }, true, 1300);
  await shoot('detail-option-chosen', FIXTURE_PAGES.detailWithSizeChart, async (page) => {
    // A click, not check(): the first touch wakes the island, which replays the click once it has loaded.
    for (const name of ['M', 'Czerwony']) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/GetOptions'));
      await page.getByRole('radio', { name, exact: true }).click();
      await answered;
    }
    await page.waitForTimeout(400);
  });
  await shoot('search-suggestions', FIXTURE_PAGES.mainpage, async (page) => {
    await page.locator('#header-search-q').focus();
    await page.keyboard.type('kurtka');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
  });
  await shoot('question-form', FIXTURE_PAGES.faq, async (page) => {
    await page.getByRole('link', { name: 'Napisz do nas' }).click();
    await page.getByRole('checkbox', { name: 'Nie jestem robotem' }).waitFor();
    await page.waitForTimeout(500);
  });
  await shoot('cart', FIXTURE_PAGES.cart, async (page) => {
    await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: 2, ProductId: 3, OptionId: 0, addons: [] } } });
    await page.reload();
  });
  await shoot('quick-add', FIXTURE_PAGES.listing, async (page) => {
    await page.locator('[data-island="quick-add"][data-has-options] button').first().click();
    await page.locator('dialog.sf-quick-add [data-island="product-options"][data-island-state="mounted"]').waitFor();
    await page.waitForTimeout(500);
  });
  await shoot('sticky-add-to-cart', '/produkt/3-namiot-zubr', async (page) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('[data-sticky-bar]').waitFor();
    await page.waitForTimeout(400);
  }, true, 600);
  await shoot('cookie-notice', FIXTURE_PAGES.faq, async (page) => {
    await page.locator('summary').nth(2).click();
    await page.locator('.sf-cookie-notice').waitFor();
    await page.waitForTimeout(600);
  }, false);
} finally {
  await browser.close();
  server.close();
}
