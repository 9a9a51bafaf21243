import type { Page } from '@playwright/test';
import { callsOf, JACKET, option } from './detail-helpers';
import { LISTING, producerBoxes, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/**
 * A shopper's first touch on an island that has not woken yet gets the browser's own answer at once
 * (issue 12, §2): on a phone-like CPU, with the island's chunk held back, the box ticks and the text
 * appears; the island then acts on what it finds, once.
 */

/** Holds back the island's chunk until the returned function is called. */
async function holdChunk(page: Page, island: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/dist/chunks/${island}-\\w+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await throttleCpu(page);
});

test('a producer box ticked before the listing island wakes is ticked at once, and that filter is swapped in once', async ({ page }) => {
  const release = await holdChunk(page, 'listing-swap');
  const swaps: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && request.url().includes(LISTING)) swaps.push(request.url());
  });
  await page.goto(LISTING);
  const hook = page.locator('[data-island="listing-swap"]');
  await expect(hook).toHaveAttribute('data-island-state', 'loading');
  const box = producerBoxes(page).first();
  const id = await box.getAttribute('value');
  await box.click();
  await expect(box).toBeChecked();
  await expect(hook).toHaveAttribute('data-island-state', 'loading');
  release();
  await expect(page).toHaveURL(new RegExp(`producer=${id}`));
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  await expect(box).toBeChecked();
  // Once swapped in, focus is back on the box, whose way back (unticked) the listing fetches ahead: that is no second swap.
  expect(swaps.filter((url) => new URL(url).searchParams.get('producer') === id)).toHaveLength(1);
});

test('text typed into the search field before its island wakes appears at once, and suggestions follow for it', async ({ page }) => {
  const release = await holdChunk(page, 'search-suggest');
  await page.goto(FIXTURE_PAGES.mainpage);
  const field = page.locator('#header-search-q');
  await field.click();
  await page.keyboard.type('kurtki');
  await expect(field).toHaveValue('kurtki');
  await expect(page.locator('[data-island="search-suggest"]')).toHaveAttribute('data-island-state', 'loading');
  release();
  await expect(page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' })).toBeVisible();
  await expect(field).toHaveValue('kurtki');
  await expect(field).toBeFocused();
  const queries = (await callsOf(page, 'searchsuggestions')).map((c) => (c.body as { query: string }).query);
  expect(queries).toEqual(['kurtki']);
});

test('a size clicked before the options island wakes is checked at once, and its variant is fetched once', async ({ page }) => {
  const release = await holdChunk(page, 'product-options');
  await page.goto(JACKET);
  await option(page, 'M').click();
  await expect(option(page, 'M')).toBeChecked();
  await expect(page.locator('[data-island="product-options"]')).toHaveAttribute('data-island-state', 'loading');
  release();
  await expect(page.locator('[data-island="product-options"]')).toHaveAttribute('data-island-state', 'mounted');
  await expect.poll(async () => (await callsOf(page, 'GetOptions')).map((c) => c.body)).toEqual([{ request: { dicts: [103], pid: 1 } }]);
  await expect(option(page, 'M')).toBeChecked();
});

test('a price typed before the slider wakes appears at once; the slider follows it and the listing is filtered once', async ({ page }) => {
  const release = await holdChunk(page, 'price-slider');
  const swaps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('priceFrom=')) swaps.push(request.url());
  });
  await page.goto(LISTING);
  const hook = page.locator('#filter-form [data-island="price-slider"]');
  await expect(hook).toHaveAttribute('data-island-state', 'loading');
  const from = page.locator('#filter-price-from');
  await from.click();
  await page.keyboard.type('15');
  await expect(from).toHaveValue('15');
  release();
  await expect(hook).toHaveAttribute('data-island-state', 'mounted');
  await expect(from).toBeFocused();
  await page.keyboard.type('0');
  await expect(from).toHaveValue('150');
  await expect(page).toHaveURL(/priceFrom=150/);
  await expect(page.getByRole('slider', { name: 'Cena minimalna' })).toHaveAttribute('aria-valuetext', '150\u00a0zł');
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  await page.waitForTimeout(1500);
  expect(swaps).toHaveLength(1);
});

test('a category chosen before advanced search wakes is asked for once it wakes', async ({ page }) => {
  const release = await holdChunk(page, 'advanced-search');
  await page.goto('/szukaj');
  const hook = page.locator('[data-island="advanced-search"]');
  await expect(hook).toHaveAttribute('data-island-state', 'loading');
  await page.getByLabel('Kategoria').selectOption('2');
  release();
  await expect(hook).toHaveAttribute('data-island-state', 'mounted');
  await expect.poll(async () => (await callsOf(page, 'AdvancedSearch')).map((c) => c.body)).toEqual([{ categoryId: 2 }]);
  await expect(page.getByLabel('Kategoria')).toHaveValue('2');
});

test('a delivery point chosen before the cart island wakes is checked at once, and sent once it wakes', async ({ page }) => {
  await page.request.post('/__fixture/reset');
  const added = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } } });
  expect(added.ok()).toBe(true);
  const release = await holdChunk(page, 'cart-page');
  await page.goto(FIXTURE_PAGES.cart);
  const hook = page.locator('[data-island="cart-page"]');
  await expect(hook).toHaveAttribute('data-island-state', 'loading');
  const point = page.getByRole('group', { name: 'Punkt odbioru' }).getByRole('radio', { name: /Kraków/ });
  await point.click();
  await expect(point).toBeChecked();
  release();
  await expect(page.locator('.cart-chosen-point')).toHaveText('Odbiór: Kraków, ul. Floriańska 12 (punkt odbioru)');
  expect(await callsOf(page, 'cartDeliveryPoint')).toHaveLength(1);
  await expect(point).toBeChecked();
});
