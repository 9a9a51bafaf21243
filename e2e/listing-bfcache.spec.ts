/** Issue 3, item 1: Back/Forward still restore listings after the page came back from the back/forward cache. */
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs';
import { documentIsMarked, LISTING, markDocument, openListing, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

// Playwright turns the back/forward cache off by default; this file needs it on, and the full browser:
// the headless shell the other journeys run in has no back/forward cache.
test.use({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('after a return from the back/forward cache, Back still restores the earlier listing', async ({ page }) => {
  await acceptCookies(page);
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) (window as unknown as { sfRestored: boolean }).sfRestored = true;
    });
  });
  await openListing(page);
  await markDocument(page);
  const all = await resultCount(page).textContent();
  await page.locator('#filter-available').click();
  await expect(page).toHaveURL(/available=1/);
  const filtered = await serverResultCount(page, page.url());
  await expect(resultCount(page)).toHaveText(filtered);
  await page.locator('.product-card__link').first().click();
  await expect(page).toHaveURL(/\/produkt\//);
  // A page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/available=1/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { sfRestored?: boolean }).sfRestored === true)).toBe(true);
  expect(await documentIsMarked(page)).toBe(true);
  await expect(resultCount(page)).toHaveText(filtered);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(resultCount(page)).toHaveText(all!);
  await expect(page.locator('#filter-available')).not.toBeChecked();
  expect(await documentIsMarked(page)).toBe(true);
});
