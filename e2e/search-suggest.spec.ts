import type { Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../shared/constants';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/** Live suggestions in the header search (issue 5, item 1). */

const field = (page: Page) => page.getByRole('combobox', { name: 'Szukaj produktów' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });

async function suggestionQueries(page: Page): Promise<string[]> {
  const calls = (await (await page.request.get('/__fixture/calls')).json()) as { call: string; body: { query: string } }[];
  return calls.filter((c) => c.call === 'searchsuggestions').map((c) => c.body.query);
}

/** Focuses the header search, which wakes the island, and waits until it has turned into a combobox. */
async function focusSearch(page: Page): Promise<void> {
  await page.locator('#header-search-q').focus();
  await expect(field(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.mainpage);
});

test('by mouse: suggestions appear in labelled groups as text with formatted prices, and a click opens one', async ({ page }) => {
  await page.locator('#header-search-q').click();
  await page.keyboard.type('kurtki');
  await expect(listbox(page)).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  const products = listbox(page).getByRole('group', { name: 'Produkty' });
  await expect(products.getByRole('option').first()).toContainText(/\d,\d\d\u00a0zł$/);
  await expect(page.locator('[data-sf-announcer]')).toHaveText(/^\d+ podpowiedzi/);
  const category = listbox(page).getByRole('group', { name: 'Kategorie' }).getByRole('option', { name: 'Kurtki zimowe' });
  const href = await category.getAttribute('href');
  await category.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurtki zimowe');
});

test('diacritics do not matter: "zolty" suggests "żółty" products', async ({ page }) => {
  await focusSearch(page);
  await page.keyboard.type('zolty');
  await expect(listbox(page).getByRole('option', { name: /żółt/i }).first()).toBeVisible();
});

test('by keyboard: Down/Up move the active option, Enter opens it', async ({ page }) => {
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // logo
  await page.keyboard.press('Tab');
  await expect(page.locator('#header-search-q')).toBeFocused();
  await page.keyboard.type('kurtki');
  await expect(listbox(page)).toBeVisible();
  const options = listbox(page).getByRole('option');
  const count = await options.count();
  const activeIs = async (index: number) => {
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id'))!);
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  };
  await page.keyboard.press('ArrowDown');
  await activeIs(0);
  await page.keyboard.press('ArrowDown');
  await activeIs(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await activeIs(count - 1); // wraps around to the last category
  await page.keyboard.press('ArrowUp');
  await activeIs(count - 2);
  await expect(page.locator('#header-search-q')).toBeFocused();
  const href = await options.nth(count - 2).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});

test('by keyboard: Enter with no active option submits the search; Escape closes, then clears', async ({ page }) => {
  await focusSearch(page);
  await page.keyboard.type('namiot');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).toHaveValue('namiot');
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveValue('');
  await page.keyboard.type('namiot');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=namiot$/);
  await expect(page.getByRole('heading', { name: /Wyniki wyszukiwania/ })).toBeVisible();
});

test('typing fast sends one request, after the pause, for the whole text', async ({ page }) => {
  await focusSearch(page);
  await page.keyboard.type('kurtka zimowa', { delay: 40 });
  await expect(listbox(page)).toBeVisible();
  // Long enough for any stray debounced request to have gone out.
  await page.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
  expect(await suggestionQueries(page)).toEqual(['kurtka zimowa']);
});

test('on a wide screen one character asks for nothing, two do', async ({ page }) => {
  await focusSearch(page);
  await page.keyboard.type('k');
  await page.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
  expect(await suggestionQueries(page)).toEqual([]);
  await expect(listbox(page)).toBeHidden();
  await page.keyboard.type('u');
  await expect(listbox(page)).toBeVisible();
  expect(await suggestionQueries(page)).toEqual(['ku']);
});

test('on a narrow screen one character is enough', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await focusSearch(page);
  await page.keyboard.type('k');
  await expect(listbox(page)).toBeVisible();
  expect(await suggestionQueries(page)).toEqual(['k']);
});

test('a newer query aborts the older one, whose late answer is never shown', async ({ page }) => {
  // The first answer is held back 2 s, the second comes at once: they would arrive out of order.
  await page.request.post('/__fixture/faults', { data: { call: 'searchsuggestions', delayMs: 2000, times: 1 } });
  // The request body is streamed, so Playwright cannot show it: the call log says which query was which.
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/searchsuggestions')) aborted.push(request.failure()?.errorText ?? '');
  });
  await focusSearch(page);
  await page.keyboard.type('kurtka');
  await expect.poll(() => suggestionQueries(page)).toEqual(['kurtka']);
  await expect(page.locator('.search-suggest__spinner')).toBeVisible();
  // Replaced in one go (as a paste does), so it is the newer query, not a too-short text, that aborts.
  await field(page).fill('namiot');
  await expect(listbox(page).getByRole('option', { name: /Namiot/ }).first()).toBeVisible();
  expect(await suggestionQueries(page)).toEqual(['kurtka', 'namiot']);
  expect(aborted).toEqual(['net::ERR_ABORTED']);
  // Past the moment the held-back answer would have come.
  await page.waitForTimeout(2500);
  await expect(listbox(page).getByRole('option', { name: /Kurtka/ })).toHaveCount(0);
  await expect(listbox(page).getByRole('option', { name: /Namiot/ }).first()).toBeVisible();
});

test('a failed call is logged, the loading state hidden, the panel closed, and typing again works', async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 500/);
  expectConsoleError(/search-suggest.*could not load suggestions for "kurtka".*HTTP 500/);
  await focusSearch(page);
  await page.keyboard.type('namiot');
  await expect(listbox(page)).toBeVisible();
  await page.request.post('/__fixture/faults', { data: { call: 'searchsuggestions', status: 500, times: 1 } });
  await field(page).fill('kurtka');
  await expect.poll(() => suggestionQueries(page)).toEqual(['namiot', 'kurtka']);
  await expect(listbox(page)).toBeHidden();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.search-suggest__spinner')).toBeHidden();
  await page.keyboard.type(' zimowa');
  await expect(listbox(page)).toBeVisible();
});

test('names from the answer stay text, and unsafe links are dropped', async ({ page }) => {
  await page.route('**/api/frontend/searchsuggestions', (route) =>
    route.fulfill({
      json: {
        products: [
          { url: '/produkt/3-namiot-zubr', image: '/dane/small/p-01-a.png', name: '<img src=x onerror="window.pwned=1">Namiot', price: 1234.5 },
          { url: 'javascript:window.pwned=1', image: '/dane/small/p-01-a.png', name: 'Zły link', price: 1 },
        ],
        producers: [],
        categories: [{ url: 'data:text/html,x', name: 'Zła kategoria' }],
      },
    }),
  );
  await focusSearch(page);
  await page.keyboard.type('namiot');
  const options = listbox(page).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('<img src=x onerror="window.pwned=1">Namiot');
  await expect(options.first()).toContainText('1\u00a0234,50\u00a0zł');
  await expect(listbox(page).locator('img[src="x"]')).toHaveCount(0);
});

test('axe finds no violation with the suggestion panel open and an option active', async ({ page }) => {
  await focusSearch(page);
  await page.keyboard.type('kurtka');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript the header search submits to the results page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.mainpage);
  await page.getByLabel('Szukaj produktów').fill('zolty');
  await page.getByLabel('Szukaj produktów').press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=zolty$/);
  await expect(page.locator('.search-results .product-card').first()).toContainText(/żółt/i);
  await context.close();
});
