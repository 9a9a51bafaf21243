/**
 * Theme 2's listing (fixtures/theme-2/listing.ts): the page-part swap and the sorter on theme 2's own forms, and the
 * wishlist toggle and box, each keeping the theme's words and markup where the island only changes its own state.
 */
import type { Page } from '@playwright/test';
import { documentIsMarked, markDocument } from './listing-helpers';
import { LISTING_2 } from './theme-2-helpers';
import { acceptCookies, expect, test } from './test';

const resultCount = (page: Page) => page.locator('[data-result-count]');
const prices = (page: Page) =>
  page.locator('.gx-results .gx-price > strong').evaluateAll((strongs) => strongs.map((s) => Number(s.textContent!.replace(/[^\d,]/g, '').replace(',', '.'))));

/** "Liczba produktów: N", as a full load of `url` shows it: what a swap must show too. */
async function serverCount(page: Page, url: string): Promise<string> {
  return /Liczba produktów: \d+/.exec(await (await page.request.get(url)).text())![0];
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(LISTING_2);
  await expect(page.locator('[data-island="listing-swap"]')).toHaveAttribute('data-island-state', 'mounted');
});

test('a brand, a sort order and a chip removal swap the listing in place, in theme 2\'s words and tiles', async ({ page }) => {
  await markDocument(page);
  const brand = page.locator('#gx-filters input[name="producer"]').first();
  const id = (await brand.getAttribute('value'))!;
  const brandName = (await page.locator(`label[for="gx-marka-${id}"]`).evaluate((label) => label.firstChild!.textContent!.trim()))!;
  await brand.click();
  await expect(page).toHaveURL(new RegExp(`/motyw-2/kategoria/odziez\\?producer=${id}$`));
  await expect(resultCount(page)).toHaveText(await serverCount(page, page.url()));
  await expect(brand).toBeChecked();
  await expect(brand).toBeFocused();
  await expect(page.locator('.gx-chip', { hasText: `Marka: ${brandName}` })).toBeVisible();
  await expect(page.locator('.gx-results .gx-tile').first()).toBeVisible();

  // A mouse reaches the dropdown before choosing (selectOption alone moves no pointer).
  await page.getByLabel('Kolejność').hover();
  await page.getByLabel('Kolejność').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByLabel('Kolejność').locator('option:checked')).toHaveText('Najtańsze najpierw');
  const ascending = await prices(page);
  expect(ascending.length).toBeGreaterThan(0);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByRole('link', { name: `Usuń: Marka: ${brandName}` }).click();
  await expect(page).not.toHaveURL(/producer=/);
  await expect(resultCount(page)).toHaveText(await serverCount(page, page.url()));
  // The chip is gone with the focus it had: the theme's own fallback (data-focus-fallback) takes it.
  await expect(page.locator('#gx-wyniki-naglowek')).toBeFocused();
  expect(await documentIsMarked(page)).toBe(true);
});

test('the wishlist toggle keeps its icon and hidden label and says its state with aria-pressed; the box keeps its words and list', async ({ page }) => {
  const tile = page.locator('.gx-tile').first();
  const name = (await tile.locator('.gx-tile__name').textContent())!.trim();
  const button = tile.locator('.wishlist-toggle');
  const box = page.locator('[data-island="wishlist-box"]');
  await expect(box).toHaveAttribute('data-island-state', 'mounted');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAccessibleName(`Dodaj do ulubionych: ${name}`);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName(`Dodaj do ulubionych: ${name}`);
  await expect(button.locator('svg.gx-icon--heart')).toHaveCount(1);
  await expect(button.locator('.gx-sr')).toHaveText(`Dodaj do ulubionych: ${name}`);
  await expect(box).toHaveAttribute('data-wishlist-count', '1');
  // The theme counts in words ("0 produktów"); the number follows, the wording stays the theme's.
  await expect(box.locator('.gx-favbox__count')).toHaveText(/^1 produkt/);
  await expect(box.locator('ol.gx-favbox__list > li.gx-favbox__item')).toHaveCount(1);
  await expect(box.getByRole('link', { name })).toHaveAttribute('href', /^\/motyw-2\/produkt\//);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button.locator('svg.gx-icon--heart')).toHaveCount(1);
  await expect(box).toHaveAttribute('data-wishlist-count', '0');
  await expect(box.locator('.gx-favbox__empty')).toHaveText('Nie masz jeszcze ulubionych produktów.');
});
