/**
 * The README's promise to a browser older than the targets, in a real one: Chromium made to lack
 * ES2023's array methods before any script runs gets one console line, no island and no
 * window.storefront, and the page works as served (a link still navigates, a form still submits).
 */
import { TENT } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a browser without what the islands use: one line, no island, no window.storefront, the page as served', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Array.prototype, 'toReversed');
  });
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[storefront]')) lines.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(TENT);
  await expect.poll(() => lines).toEqual(['warning: [storefront] this browser is older than the storefront supports (Chrome 111, Firefox 115, Safari 16.4): the page works as served, without islands']);
  expect(await page.locator('[data-island-state]').count()).toBe(0);
  expect(await page.evaluate(() => 'storefront' in window)).toBe(false);
  // The product form posts as it does without JavaScript, to the cart, whose page says the same once.
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page).toHaveURL(/\/koszyk/);
  await expect(page.getByText('Namiot Żubr').first()).toBeVisible();
  await expect.poll(() => lines).toHaveLength(2);
});
