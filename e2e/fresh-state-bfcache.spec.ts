/** Issue 39: a page the back/forward cache shows again shows the cart as it is now. */
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs';
import { addTent, cartSources, hearCartSources, miniCartCount } from './fresh-state-helpers';
import { acceptCookies, expect, test } from './test';

// Playwright turns the cache off by default, and the headless shell has none: the full browser, with it on.
test.use({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('Back after an add to cart: the restored page shows the cart as it is now, and says so to theme scripts', async ({ page }) => {
  await acceptCookies(page);
  await hearCartSources(page);
  await page.goto('/');
  await expect(miniCartCount(page)).toHaveText('0 produktów');
  await addTent(page);
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { sfRestored?: boolean }).sfRestored === true)).toBe(true);
  await expect(miniCartCount(page)).toHaveText('1 produkt');
  expect(await cartSources(page)).toEqual(['restored']);
});
