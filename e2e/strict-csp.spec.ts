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
  // A canary: an inline handler and a raw innerHTML assignment must both be refused.
  const outcome = await page.evaluate(() => {
    const probe = document.createElement('img');
    probe.setAttribute('onerror', 'window.__cspCanary = true');
    probe.src = 'data:,';
    document.body.append(probe);
    let innerHtmlBlocked = false;
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
    } catch {
      innerHtmlBlocked = true;
    }
    return new Promise<{ inlineRan: boolean; innerHtmlBlocked: boolean }>((resolve) =>
      setTimeout(() => resolve({ inlineRan: (window as { __cspCanary?: boolean }).__cspCanary === true, innerHtmlBlocked }), 200),
    );
  });
  expect(outcome).toEqual({ inlineRan: false, innerHtmlBlocked: true });
});
