/** Issue 3, item 3: the sorter dropdown and the GOshop.SortOrder cookie. */
import type { Page } from '@playwright/test';
import { documentIsMarked, LISTING, markDocument, openListing, resultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

const prices = async (page: Page): Promise<number[]> =>
  (await page.locator('.product-card .price__current').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));

async function sortCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'GOshop.SortOrder');
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('by mouse: choosing an order swaps the listing and keeps the choice for 365 days', async ({ page }) => {
  await openListing(page, `${LISTING}?available=1`);
  await markDocument(page);
  const count = await resultCount(page).textContent();
  // A mouse reaches the dropdown before choosing (selectOption alone moves no pointer).
  await page.getByLabel('Sortuj według').hover();
  await page.getByLabel('Sortuj według').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/available=1/);
  await expect.poll(async () => {
    const list = await prices(page);
    return list.every((price, i) => i === 0 || list[i - 1]! <= price);
  }).toBe(true);
  await expect(resultCount(page)).toHaveText(count!);
  expect(await documentIsMarked(page)).toBe(true);
  const cookie = await sortCookie(page);
  expect(cookie?.value).toBe('price-asc');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The server sorts by the cookie when the URL names no order.
  await page.goto(LISTING);
  await expect(page.getByLabel('Sortuj według')).toHaveValue('price-asc');
  const list = await prices(page);
  expect(list.every((price, i) => i === 0 || list[i - 1]! <= price)).toBe(true);
});

test('by keyboard: arrow keys on the focused dropdown sort, and focus stays on it', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  const select = page.getByLabel('Sortuj według');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=price-asc/);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect.poll(async () => {
    const list = await prices(page);
    return list.every((price, i) => i === 0 || list[i - 1]! >= price);
  }).toBe(true);
  await expect(select).toBeFocused();
  expect((await sortCookie(page))?.value).toBe('price-desc');
  expect(await documentIsMarked(page)).toBe(true);
});
