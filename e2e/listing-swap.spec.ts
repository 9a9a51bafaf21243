/** Issue 3, item 1: filter and sort without a full reload (page-part swap). */
import { announcer, documentIsMarked, LISTING, markDocument, openListing, producerBoxes, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

test('by mouse: a producer filter swaps the listing in place, pushes the URL and announces the count', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  const box = producerBoxes(page).first();
  const id = await box.getAttribute('value');
  await box.click();
  await expect(page).toHaveURL(new RegExp(`producer=${id}`));
  const expected = await serverResultCount(page, page.url());
  await expect(resultCount(page)).toHaveText(expected);
  await expect(announcer(page)).toHaveText(expected);
  await expect(page.locator('[data-listing-part="pills"] .filter-pill').first()).toContainText('Producent:');
  await expect(box).toBeFocused();
  expect(await documentIsMarked(page)).toBe(true);
});

test('by keyboard: Space on a filter and Enter on the price field swap, focus stays on the control', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  await page.locator('#filter-available').focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/available=1/);
  await expect(page.locator('#filter-available')).toBeFocused();
  await page.locator('#filter-price-from').focus();
  await page.keyboard.type('300');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/priceFrom=300/);
  await expect(page).toHaveURL(/available=1/);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  await expect(page.locator('#filter-price-from')).toBeFocused();
  expect(await documentIsMarked(page)).toBe(true);
});

test('a page link swaps the listing and moves focus to the listing heading', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  const firstName = await page.locator('.product-card__title').first().textContent();
  await page.getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('#listing-heading')).toBeFocused();
  await expect(page.locator('.product-card__title').first()).not.toHaveText(firstName!);
  await expect(page).toHaveTitle(/strona 2/);
  expect(await documentIsMarked(page)).toBe(true);
});

test('Back and Forward after two filter changes restore the matching listings', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  const all = await resultCount(page).textContent();
  await page.locator('#filter-available').click();
  await expect(page).toHaveURL(/available=1/);
  const onlyAvailable = await serverResultCount(page, page.url());
  await producerBoxes(page).first().click();
  await expect(page).toHaveURL(/producer=.*available=1|available=1.*producer=/);
  const both = await serverResultCount(page, page.url());
  await expect(resultCount(page)).toHaveText(both);

  await page.goBack();
  await expect(page).not.toHaveURL(/producer=/);
  await expect(resultCount(page)).toHaveText(onlyAvailable);
  await expect(producerBoxes(page).first()).not.toBeChecked();
  await expect(page.locator('#filter-available')).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(resultCount(page)).toHaveText(all!);
  await expect(page.locator('#filter-available')).not.toBeChecked();
  await expect(page.locator('[data-listing-part="pills"] .filter-pill')).toHaveCount(0);
  await page.goForward();
  await expect(resultCount(page)).toHaveText(onlyAvailable);
  await page.goForward();
  await expect(resultCount(page)).toHaveText(both);
  await expect(producerBoxes(page).first()).toBeChecked();
  expect(await documentIsMarked(page)).toBe(true);
});

test('a failed swap falls back to a full page load at the new URL', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "listing-swap".*page-part swap failed; loading the full page instead: listing: HTTP 500/);
  expectConsoleError(/status of 500/);
  await openListing(page);
  await markDocument(page);
  // Twice: the press fetches ahead, and a prefetch that fails is fetched again by the swap (issue 39).
  await page.request.post('/__fixture/faults', { data: { call: 'listing', status: 500, times: 2 } });
  await page.locator('#filter-available').click();
  await page.waitForURL(/available=1/, { waitUntil: 'load' });
  expect(await documentIsMarked(page)).toBe(false);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  await expect(page.locator('#filter-available')).toBeChecked();
});

test('an answer without the listing container falls back to a full load too', async ({ page, expectConsoleError }) => {
  expectConsoleError(/page-part swap failed; loading the full page instead: the answer lacks \[data-listing-container\]/);
  await openListing(page);
  await markDocument(page);
  await page.route('**/kategoria/odziez?*', async (route) => {
    if (route.request().resourceType() === 'fetch') await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body><p>Przerwa techniczna</p></body></html>' });
    else await route.continue();
  });
  await page.locator('#filter-available').click();
  await page.waitForURL(/available=1/, { waitUntil: 'load' });
  expect(await documentIsMarked(page)).toBe(false);
  await expect(page.locator('#filter-available')).toBeChecked();
});

test('two quick filter changes: the first answer arrives last and the second still wins', async ({ page }) => {
  await openListing(page);
  const boxes = producerBoxes(page);
  const [first, second] = [await boxes.nth(0).getAttribute('value'), await boxes.nth(1).getAttribute('value')];
  // Only the first swap request is slow: its answer would arrive after the second one's.
  await page.request.post('/__fixture/faults', { data: { call: 'listing', delayMs: 3000, times: 1 } });
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes(`producer=${first}`) && !request.url().includes(`producer=${second}`));
  // Changes within one frame are sent as one form: the second waits until the first swap is under way
  // (its request went out earlier, fetched ahead when the box took focus).
  await page.evaluate(() => document.addEventListener('storefront:listing', () => ((window as unknown as { sfSwapping: boolean }).sfSwapping = true), { once: true }));
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(() => (window as unknown as { sfSwapping?: boolean }).sfSwapping === true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`producer=${first}&producer=${second}`));
  const expected = await serverResultCount(page, page.url());
  await expect(resultCount(page)).toHaveText(expected);
  expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
  await expect(page.locator('[data-listing-part="pills"] .filter-pill', { hasText: 'Producent:' })).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`producer=${first}&producer=${second}`));
});

test('islands inside the swapped HTML work at once: a wishlist toggle in a new card', async ({ page }) => {
  await openListing(page);
  await page.getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const toggle = page.locator('.wishlist-toggle').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The box wakes as it nears the viewport.
  await page.locator('.wishlist-box').scrollIntoViewIfNeeded();
  await expect(page.locator('.wishlist-box')).toHaveAttribute('data-wishlist-count', '1');
});
