/**
 * Theme 2 (fixtures/theme-2, written from docs/hooks.md alone): every page type loads, every hook mounts once
 * woken, with no console error, and axe finds nothing. The islands' main journeys on it: theme-2-*.spec.ts.
 */
import { axeViolations } from './axe-violations';
import { cartWithTent, hooksNotMounted, THEME_2_PAGES, wakeEveryHook } from './theme-2-helpers';
import { acceptCookies, expect, islandsSettled, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await cartWithTent(page);
});

for (const [path, pageType] of THEME_2_PAGES) {
  test(`${path} renders as ${pageType}; every hook mounts once woken, with no console error`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toHaveAttribute('data-page', pageType);
    await expect(page.locator('link[href="/assets/theme-2.css"]')).toHaveCount(1);
    await wakeEveryHook(page);
    await expect.poll(() => hooksNotMounted(page)).toEqual([]);
  });

  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await islandsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the 404 page of theme 2 is its own, and axe finds nothing on it', async ({ page, expectConsoleError }) => {
  expectConsoleError(/404/);
  const response = await page.goto('/motyw-2/nie-ma-takiej-strony');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tej strony tu nie ma');
  expect(await axeViolations(page)).toEqual([]);
});
