/** Issue 3, item 4: active-filter pills, each removing its own filter; "Wyczyść wszystkie". */
import { documentIsMarked, LISTING, markDocument, openListing, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

const FILTERED = `${LISTING}?producer=1&priceFrom=100&priceTo=600&available=1`;
const pills = (page: import('@playwright/test').Page) => page.locator('[data-listing-part="pills"] .filter-pill');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('by mouse: a pill removes just its filter, in place, and the slider follows', async ({ page }) => {
  await openListing(page, FILTERED);
  await markDocument(page);
  await expect(pills(page)).toHaveCount(5);
  await page.getByRole('link', { name: 'Usuń filtr: Cena od: 100 zł' }).click();
  await expect(page).toHaveURL(`${LISTING}?producer=1&priceTo=600&available=1`);
  await expect(pills(page)).toHaveCount(4);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  await expect(page.locator('#filter-price-from')).toHaveValue('');
  const min = await page.locator('#filter-form [data-island="price-slider"]').getAttribute('data-price-min');
  await expect(page.getByRole('slider', { name: 'Cena minimalna' })).toHaveAttribute('aria-valuetext', `${min}\u00a0zł`);
  await expect(page.locator('#listing-heading')).toBeFocused();
  expect(await documentIsMarked(page)).toBe(true);
});

test('by keyboard: Enter on a pill removes it, Enter on "Wyczyść wszystkie" removes every filter', async ({ page }) => {
  await openListing(page, FILTERED);
  await markDocument(page);
  await page.getByRole('link', { name: 'Usuń filtr: Tylko dostępne' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/available=/);
  await expect(page.locator('#filter-available')).not.toBeChecked();
  await expect(page.locator('#listing-heading')).toBeFocused();
  await page.getByRole('link', { name: 'Wyczyść wszystkie' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(pills(page)).toHaveCount(0);
  await expect(page.locator('#filter-form input[name="producer"]:checked')).toHaveCount(0);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, LISTING));
  expect(await documentIsMarked(page)).toBe(true);
});
