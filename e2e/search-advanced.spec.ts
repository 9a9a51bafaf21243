import type { Page } from '@playwright/test';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/** The advanced search page (issue 5, item 3). */

const form = (page: Page) => page.locator('#advanced-search-form');
const category = (page: Page) => page.getByLabel('Kategoria');
const producer = (page: Page) => page.getByLabel('Producent');
const priceFrom = (page: Page) => form(page).getByLabel('Cena od (zł)');
const priceTo = (page: Page) => form(page).getByLabel('Cena do (zł)');

interface Answer {
  min: number;
  max: number;
  producers: { id: number; name: string }[];
}

/**
 * What the shop answers for a category, asked directly, to compare the page against; the call log is
 * then emptied, so it holds only the page's own calls.
 */
async function answerFor(page: Page, categoryId: number): Promise<Answer> {
  const answer = (await (await page.request.post('/api/frontend/AdvancedSearch', { data: { categoryId } })).json()) as Answer;
  await page.request.post('/__fixture/reset');
  return answer;
}

async function advancedSearchCalls(page: Page): Promise<number[]> {
  const calls = (await (await page.request.get('/__fixture/calls')).json()) as { call: string; body: { categoryId: number } }[];
  return calls.filter((c) => c.call === 'AdvancedSearch').map((c) => c.body.categoryId);
}

const producerNames = (page: Page) => producer(page).locator('option').allTextContents();

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES['advanced-search']);
});

test('by mouse: a category brings its producers and price bounds, and the form shows the results', async ({ page }) => {
  const kurtki = await answerFor(page, 2);
  const halny = kurtki.producers.find((p) => p.name === 'Halny')!;
  await producer(page).selectOption({ label: 'Halny' });
  await category(page).click();
  await category(page).selectOption('2');
  await expect.poll(() => producerNames(page)).toEqual(['Wszyscy producenci', ...kurtki.producers.map((p) => p.name)]);
  expect(await advancedSearchCalls(page)).toEqual([2]);
  // The chosen producer is still offered, so it stays chosen.
  await expect(producer(page)).toHaveValue(String(halny.id));
  // The slider took the bounds: its fields are limited to them.
  await expect(priceFrom(page)).toHaveAttribute('min', String(kurtki.min));
  await expect(priceTo(page)).toHaveAttribute('max', String(kurtki.max));
  await expect(page.locator('[data-sf-announcer]')).toHaveText(/^\d+ producent/);
  await form(page).getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/szukaj\?.*category=2.*producer=\d+/);
  await expect(page.getByRole('heading', { name: /Wyniki wyszukiwania/ })).toBeVisible();
  await expect(page.locator('.search-results .product-card').first()).toBeVisible();
});

test('a producer the new category does not offer falls back to all producers, and prices are clamped', async ({ page }) => {
  const kurtki = await answerFor(page, 2);
  const all = await answerFor(page, 0);
  const outside = all.producers.find((p) => !kurtki.producers.some((k) => k.id === p.id))!;
  await producer(page).selectOption(String(outside.id));
  await priceTo(page).fill(String(kurtki.max + 500));
  await category(page).selectOption('2');
  await expect(producer(page)).toHaveValue('');
  await expect(producer(page).locator(`option[value="${outside.id}"]`)).toHaveCount(0);
  await expect(priceTo(page)).not.toHaveValue(String(kurtki.max + 500));
});

test('by keyboard: arrows choose a category and a producer, Enter searches', async ({ page }) => {
  const kurtki = await answerFor(page, 2);
  await category(page).focus();
  await page.keyboard.press('ArrowDown'); // Odzież
  await page.keyboard.press('ArrowDown'); // Kurtki
  await expect(category(page)).toHaveValue('2');
  await expect.poll(() => producerNames(page)).toEqual(['Wszyscy producenci', ...kurtki.producers.map((p) => p.name)]);
  await page.keyboard.press('Tab');
  await expect(producer(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(producer(page)).toHaveValue(String(kurtki.producers[0]!.id));
  await priceFrom(page).focus();
  await page.keyboard.type(String(kurtki.min + 10));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`category=2&producer=${kurtki.producers[0]!.id}&priceFrom=${kurtki.min + 10}`));
  await expect(page.getByRole('heading', { name: /Wyniki wyszukiwania/ })).toBeVisible();
});

test('a newer category choice aborts the older request, whose answer is never applied', async ({ page }) => {
  const obuwie = await answerFor(page, 8);
  await page.request.post('/__fixture/faults', { data: { call: 'AdvancedSearch', delayMs: 2000, times: 1 } });
  await category(page).selectOption('2');
  await expect.poll(() => advancedSearchCalls(page)).toEqual([2]);
  await category(page).selectOption('8');
  await expect.poll(() => producerNames(page)).toEqual(['Wszyscy producenci', ...obuwie.producers.map((p) => p.name)]);
  await page.waitForTimeout(2500);
  expect(await producerNames(page)).toEqual(['Wszyscy producenci', ...obuwie.producers.map((p) => p.name)]);
  await expect(priceTo(page)).toHaveAttribute('max', String(obuwie.max));
});

test('a failed call is logged, the loading indicator hides, and the form still searches', async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 500/);
  expectConsoleError(/advanced-search.*could not load the producers.*HTTP 500/);
  await page.request.post('/__fixture/faults', { data: { call: 'AdvancedSearch', status: 500 } });
  const before = await producerNames(page);
  await category(page).selectOption('2');
  await expect.poll(() => advancedSearchCalls(page)).toEqual([2]);
  await expect(page.locator('.sf-loading')).toBeHidden();
  expect(await producerNames(page)).toEqual(before);
  await form(page).getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/category=2/);
  await expect(page.getByRole('heading', { name: /Wyniki wyszukiwania/ })).toBeVisible();
});

test('without JavaScript the form filters by phrase, category, producer and price', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES['advanced-search']);
  await page.getByLabel('Szukana fraza').fill('kurtka');
  await category(page).selectOption('2');
  await priceFrom(page).fill('400');
  await form(page).getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/q=kurtka&category=2&producer=&priceFrom=400/);
  const prices = await page.locator('.search-results .price__current').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  // "1 234,56 zł" → 1234.56: every result costs at least the lower bound.
  for (const price of prices) expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThanOrEqual(400);
  await expect(page.getByRole('heading', { name: 'Wyniki wyszukiwania: „kurtka”' })).toBeVisible();
  await context.close();
});
