import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the strict-csp project really serves every page under the strict policy, and it bites', async ({ page, expectConsoleError }) => {
  test.skip(test.info().project.name !== 'strict-csp', 'only meaningful under the strict policy');
  expectConsoleError(/Content Security Policy|Trusted/);
  const response = await page.goto(FIXTURE_PAGES.listing);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain('trusted-types storefront-server-html');
  // Canaries: an inline handler attribute and a raw innerHTML assignment must both be refused.
  const outcome = await page.evaluate(() => {
    const refused = (action: () => void) => {
      try {
        action();
        return false;
      } catch {
        return true;
      }
    };
    return {
      inlineHandlerRefused: refused(() => document.createElement('img').setAttribute('onerror', 'window.__cspCanary = true')),
      innerHtmlRefused: refused(() => (document.createElement('div').innerHTML = '<b>x</b>')),
    };
  });
  expect(outcome).toEqual({ inlineHandlerRefused: true, innerHtmlRefused: true });
});
