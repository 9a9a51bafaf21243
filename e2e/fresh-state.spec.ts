/**
 * Issue 39: no page shows a cart or wishlist older than the shopper's last change in any tab, after
 * Back (from the back/forward cache or the HTTP cache) or in a second tab.
 */
import type { Page } from '@playwright/test';
import { addTent, cartSources, hearCartSources, miniCartCount } from './fresh-state-helpers';
import { LISTING } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('Back after an add to cart', () => {
  test('from the HTTP cache (no back/forward cache): the page shows the cart as it is now', async ({ page }) => {
    await hearCartSources(page);
    await page.goto('/');
    await expect(miniCartCount(page)).toHaveText('0 produktów');
    await addTent(page);
    await page.goBack();
    await expect(miniCartCount(page)).toHaveText('1 produkt');
    expect(await cartSources(page)).toEqual(['restored']);
  });
});

test.describe('two tabs', () => {
  test('a product added in one tab shows in the mini cart of the other within 1 s of it being shown', async ({ page, context }) => {
    await hearCartSources(context);
    await page.goto('/');
    await expect(miniCartCount(page)).toHaveText('0 produktów');
    const other = await context.newPage();
    await addTent(other);
    await page.bringToFront();
    await expect(miniCartCount(page)).toHaveText('1 produkt', { timeout: 1000 });
    expect(await cartSources(page)).toEqual(['other-tab']);
    // The tab that added hears only its own add: nothing echoes back.
    await page.waitForTimeout(300);
    expect(await cartSources(other)).toEqual(['add']);
  });

  test('the cart page open in one tab shows a product added in another once it is shown', async ({ page, context }) => {
    await page.goto('/koszyk');
    await expect(page.locator('[data-line-id]')).toHaveCount(0);
    const other = await context.newPage();
    await addTent(other);
    await page.bringToFront();
    await expect(page.locator('[data-line-id]')).toHaveCount(1, { timeout: 3000 });
    await expect(page.locator('[data-line-id]')).toContainText('Namiot');
  });

  test('a wishlist entry saved in each tab shows in both, and neither drops the other', async ({ page, context }) => {
    await page.goto(LISTING);
    const other = await context.newPage();
    await other.goto(LISTING);
    const toggle = (tab: Page, nth: number) => tab.locator('.product-card').nth(nth).locator('.wishlist-toggle');
    await toggle(other, 0).click();
    await expect(toggle(other, 0)).toHaveAttribute('aria-pressed', 'true');
    await page.bringToFront();
    // This tab's toggle never woke: it follows all the same.
    await expect(toggle(page, 0)).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    await toggle(page, 1).click();
    await expect(toggle(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await other.bringToFront();
    await expect(toggle(other, 1)).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    await expect(toggle(other, 0)).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'wishlist-cookie');
    const ids = (JSON.parse(decodeURIComponent(cookie!.value)) as { id: number }[]).map((entry) => entry.id);
    const cardIds = await Promise.all([0, 1].map((nth) => page.locator('.product-card').nth(nth).getAttribute('data-product-id')));
    expect(ids.sort()).toEqual(cardIds.map(Number).sort());
  });
});
