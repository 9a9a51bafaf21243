/**
 * The catalog's public events (issue 29): `storefront:listing` as a listing swap starts, with whether
 * it went in; `storefront:search` as suggestions are asked for, with how many of each are shown; and
 * `storefront:wishlist` on the document after each change of the wishlist, with every id kept.
 */
import type { Page } from '@playwright/test';
import { RECENT_SEARCHES_STORAGE_KEY } from '../shared/constants';
import { injectFault } from './fault-matrix/faults';
import { LISTING, openListing, savingData } from './listing-helpers';
import { heardOf, recordStorefrontEvents } from './storefront-events';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

/** How many options each group of the open suggestions shows. */
async function shownCounts(page: Page): Promise<{ products: number; producers: number; categories: number }> {
  const listbox = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
  const count = (name: string) => listbox.getByRole('group', { name }).getByRole('option').count();
  return { products: await count('Produkty'), producers: await count('Producenci'), categories: await count('Kategorie') };
}

test('storefront:listing tells each swap as it starts, ok once swapped in, not ok when it fell back to a full load', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "listing-swap".*page-part swap failed; loading the full page instead: listing: HTTP 500/);
  expectConsoleError(/status of 500/);
  const heard = await recordStorefrontEvents(page);
  // The broken answer below must meet the swap's own request, not a prefetch fetched again.
  await savingData(page);
  await openListing(page);

  await page.locator('#filter-available').click();
  await expect(page).toHaveURL(/available=1/);
  const filtered = page.url();
  await expect.poll(() => heardOf(heard, 'storefront:listing')).toEqual([
    { type: 'storefront:listing', hook: 'listing-swap', detail: { url: filtered }, cancelled: false, result: { ok: true, url: filtered } },
  ]);

  // The next swap fails: told before the full load it falls back to, and heard across it.
  await injectFault(page, { call: 'listing', status: 500 });
  const next = page.getByRole('link', { name: 'Strona 2' });
  const second = new URL((await next.getAttribute('href'))!, page.url()).href;
  // The recorder passes the result out through a Playwright binding, whose call can be lost when the
  // page unloads right after it (CI saw it once): the full load waits a moment, so the page that heard
  // the result is still there to pass it on. A theme script's own listener hears it at once.
  await page.route(
    (url) => url.href === second,
    async (route) => {
      if (route.request().resourceType() === 'document') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    },
  );
  await next.click();
  await page.waitForURL(second, { waitUntil: 'load' });
  await expect.poll(() => heardOf(heard, 'storefront:listing').slice(1)).toEqual([
    { type: 'storefront:listing', hook: 'listing-swap', detail: { url: second }, cancelled: false, result: { ok: false, url: second } },
  ]);
});

test('storefront:search tells each request for suggestions: the counts it shows, null when a newer query took its place', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '["buty"]'), RECENT_SEARCHES_STORAGE_KEY);
  const heard = await recordStorefrontEvents(page);
  await page.goto(FIXTURE_PAGES.mainpage);
  const field = page.locator('#header-search-q');
  const listbox = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });

  // The last phrases an empty field shows on focus are kept in the browser: no request, nothing told.
  await field.click();
  await expect(listbox.getByRole('group', { name: 'Ostatnio wyszukiwane' }).getByRole('option')).toHaveText(['buty']);
  await field.pressSequentially('pola');
  await expect(listbox.getByRole('group', { name: 'Produkty' })).toBeVisible();
  expect(await shownCounts(page)).toEqual({ products: 6, producers: 1, categories: 1 });
  await expect.poll(() => heardOf(heard, 'storefront:search')).toEqual([
    { type: 'storefront:search', hook: 'search-suggest', detail: { query: 'pola' }, cancelled: false, result: { products: 6, producers: 1, categories: 1 } },
  ]);

  // A slow answer, superseded by more typing while it is on its way: it shows nothing.
  await field.fill('');
  await injectFault(page, { call: 'searchsuggestions', delayMs: 3000 });
  const slowSent = page.waitForRequest(/\/api\/frontend\/searchsuggestions$/);
  await field.pressSequentially('kurt');
  await slowSent;
  await field.pressSequentially('ki');
  await expect(listbox.getByRole('option', { name: 'Kurtki zimowe' })).toBeVisible();
  expect(await shownCounts(page)).toEqual({ products: 6, producers: 0, categories: 3 });
  await expect.poll(() => heardOf(heard, 'storefront:search').slice(1)).toEqual([
    { type: 'storefront:search', hook: 'search-suggest', detail: { query: 'kurt' }, cancelled: false, result: null },
    { type: 'storefront:search', hook: 'search-suggest', detail: { query: 'kurtki' }, cancelled: false, result: { products: 6, producers: 0, categories: 3 } },
  ]);
});

test('storefront:wishlist tells the document of each save and removal, with every id kept, oldest first', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(LISTING);
  const cards = page.locator('.product-card');
  const [first, second] = [Number(await cards.nth(0).getAttribute('data-product-id')), Number(await cards.nth(1).getAttribute('data-product-id'))];
  const toggle = (index: number) => cards.nth(index).locator('.wishlist-toggle');

  await toggle(0).click();
  await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true');
  await toggle(1).click();
  await expect(toggle(1)).toHaveAttribute('aria-pressed', 'true');
  await toggle(0).click();
  await expect(toggle(0)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => heardOf(heard, 'storefront:wishlist')).toEqual([
    { type: 'storefront:wishlist', hook: 'document', detail: { productId: first, saved: true, ids: [first] }, cancelled: false },
    { type: 'storefront:wishlist', hook: 'document', detail: { productId: second, saved: true, ids: [first, second] }, cancelled: false },
    { type: 'storefront:wishlist', hook: 'document', detail: { productId: first, saved: false, ids: [second] }, cancelled: false },
  ]);
});
