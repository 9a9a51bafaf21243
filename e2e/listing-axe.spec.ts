/** Issue 3: axe on a filtered listing with the slider, pills, a toggled wishlist and an open dropdown on screen. */
import { LISTING, openListing } from './listing-helpers';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, test } from './test';

test('axe finds no violation on a swapped, filtered listing with everything open', async ({ page }) => {
  await acceptCookies(page);
  await openListing(page, `${LISTING}?producer=1&priceFrom=100&priceTo=600`);
  await page.locator('#filter-available').click();
  await expect(page).toHaveURL(/available=1/);
  await expect(page.locator('[data-listing-part="pills"] .filter-pill')).toHaveCount(5);
  await page.getByRole('slider', { name: 'Cena minimalna' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.locator('.wishlist-toggle').first().click();
  await expect(page.locator('.wishlist-toggle').first()).toHaveAttribute('aria-pressed', 'true');
  await page.locator('#category-tree details').filter({ hasText: 'Obuwie' }).first().locator(':scope > summary').click();
  const dropdown = page.locator('header details[data-island="disclosure"]').first();
  await dropdown.locator('summary').click();
  await expect(dropdown).toHaveAttribute('open', '');
  await expect(page).toHaveURL(/priceFrom=101/);
  expect(await axeViolations(page)).toEqual([]);
});
