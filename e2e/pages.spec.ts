import { EXPECTED_PAGE_TYPE } from './fixture-pages';
import { acceptCookies, expect, FIXTURE_PAGES, islandsSettled, test } from './test';

test.describe('every fixture page', () => {
  for (const [key, path] of Object.entries(FIXTURE_PAGES) as [keyof typeof FIXTURE_PAGES, string][]) {
    test(`${path} renders as ${EXPECTED_PAGE_TYPE[key]} with every hook healthy`, async ({ page }) => {
      await acceptCookies(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('body')).toHaveAttribute('data-page', EXPECTED_PAGE_TYPE[key]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      await islandsSettled(page);
      await expect(page.locator('[data-island-state="invalid"], [data-island-state="failed"]')).toHaveCount(0);
      await expect(page.locator('[data-island]:not([data-island-state])')).toHaveCount(0);
    });
  }
});

test('a page that needs no island downloads nothing but boot and, when idle, its two React-free page services', async ({ page }) => {
  await acceptCookies(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // A content page: the checkout now has its tabs (issue 6), which wake when visible.
  await page.goto('/polityka-prywatnosci');
  await page.waitForLoadState('networkidle');
  // Consent given, so the server leaves the cookie-notice hook out; the disclosures wait for a touch.
  // The speculation rules and the freshness watch come whole, one chunk each, without React.
  expect(scripts[0]).toBe('/dist/boot.js');
  expect(scripts.slice(1).map((script) => script.replace(/-\w+\.js$/, '')).sort()).toEqual(['/dist/chunks/freshness', '/dist/chunks/speculation']);
  // Low: a High-priority script is render-blocking to Lighthouse's FCP model, and it shares the connection with the stylesheets.
  await expect(page.locator('script[src="/dist/boot.js"]')).toHaveAttribute('fetchpriority', 'low');
});
