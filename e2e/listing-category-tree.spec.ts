/** Issue 3, item 6: the category tree, its expand buttons and product counts. */
import { LISTING } from './listing-helpers';
import { acceptCookies, expect, test } from './test';
import { expectOpen } from './disclosure-open';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(LISTING);
});

test('by mouse: a branch opens and closes; counts are shown', async ({ page }) => {
  const branch = page.locator('#category-tree details').filter({ hasText: 'Obuwie' }).first();
  const summary = branch.locator(':scope > summary');
  await expect(summary).toContainText(/Obuwie \(\d+\)/);
  await summary.click();
  await expectOpen(summary, true);
  await expect(branch.getByRole('link', { name: /Wszystko: Obuwie \(\d+\)/ })).toBeVisible();
  await summary.click();
  await expectOpen(summary, false);
  await expect(branch).not.toHaveAttribute('open');
});

test('by keyboard: Enter and Space toggle a branch; its links are reachable by Tab', async ({ page }) => {
  const branch = page.locator('#category-tree details').filter({ hasText: 'Akcesoria' }).first();
  const summary = branch.locator(':scope > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expectOpen(summary, true);
  await page.keyboard.press('Tab');
  await expect(branch.getByRole('link', { name: /Wszystko: Akcesoria/ })).toBeFocused();
  await summary.focus();
  await page.keyboard.press('Space');
  await expectOpen(summary, false);
  // A click elsewhere leaves the tree as it is: it is navigation, not a dropdown.
  await page.keyboard.press('Space');
  await page.locator('#listing-heading').click();
  await expect(branch).toHaveAttribute('open', '');
});
