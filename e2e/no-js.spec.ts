import type { Browser } from '@playwright/test';
import { expect, FIXTURE_PAGES, test } from './test';

/** The shop as a shopper without JavaScript gets it: every form must still work. */
async function withoutJs(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test('filter and sort forms submit, and the active filter shows as a removable link', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJs(browser, baseURL);
  await page.goto(FIXTURE_PAGES.listing);
  const all = await page.locator('.result-count').textContent();
  await page.getByLabel('Cena od (zł)').first().fill('500');
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/priceFrom=500/);
  await expect(page.locator('.result-count')).not.toHaveText(all!);
  await page.getByLabel('Sortuj według').selectOption('price-asc');
  await page.getByRole('button', { name: 'Sortuj' }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/priceFrom=500/);
  await page.locator('.active-filters a').first().click();
  await expect(page).not.toHaveURL(/priceFrom=500/);
  await context.close();
});

test('a product goes into the cart and its quantity can be changed', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJs(browser, baseURL);
  await page.goto('/produkt/3-namiot-zubr');
  await page.getByLabel('Ilość', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.locator('main')).toContainText('Namiot Żubr');
  await page.getByLabel('Ilość', { exact: true }).first().fill('3');
  await page.getByRole('button', { name: 'Zmień' }).first().click();
  await expect(page.getByLabel('Ilość', { exact: true }).first()).toHaveValue('3');
  await context.close();
});

test('a product with options asks for one in Polish instead of adding nothing silently', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJs(browser, baseURL);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.locator('main')).toContainText('Proszę wybrać opcję produktu');
  await context.close();
});

test('the wishlist toggle posts and comes back pressed', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJs(browser, baseURL);
  await page.goto(FIXTURE_PAGES.listing);
  const toggle = page.locator('.wishlist-toggle').first();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('.wishlist-toggle').first()).toHaveAttribute('aria-pressed', 'true');
  const cookie = (await context.cookies()).find((c) => c.name === 'wishlist-cookie');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toHaveLength(1);
  await context.close();
});

test('the header search finds a product without diacritics', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJs(browser, baseURL);
  await page.goto(FIXTURE_PAGES.mainpage);
  await page.locator('#header-search-q').fill('zolty');
  await page.locator('#header-search-q').press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=zolty/);
  await expect(page.locator('main')).toContainText(/żółt/i);
  await context.close();
});
