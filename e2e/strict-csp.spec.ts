/**
 * Each strict project (playwright.config.ts) really serves its pages under the policy docs/security.md
 * documents for its mode, and the policy bites: what the islands never do is refused.
 */
import type { Page } from '@playwright/test';
import { CSP_REQUEST_HEADER, type FixtureCspMode } from '../fixtures/csp';
import { wakeAll } from '../scripts/bench/wake-islands';
import { CSP_WITH_CAPTCHA, CSP_WITHOUT_CAPTCHA, cspWithNonce } from '../shared/csp-policies';
import { acceptCookies, expect, FIXTURE_PAGES, fixtureCspMode, islandsSettled, test } from './test';

/** The documented header each mode must send, given the nonce the response carries. */
const DOCUMENTED: Record<FixtureCspMode, (nonce: string) => string> = {
  strict: () => CSP_WITH_CAPTCHA,
  'strict-no-captcha': () => CSP_WITHOUT_CAPTCHA,
  'strict-nonce': cspWithNonce,
};

const mode = (): FixtureCspMode => fixtureCspMode() as FixtureCspMode;

test.beforeEach(async ({ page }) => {
  test.skip(!fixtureCspMode(), 'only meaningful under a strict policy');
  await acceptCookies(page);
});

/** The listing page as the server sends it, with `extra` added at the end of its head. */
async function listingWith(page: Page, extra: string): Promise<string> {
  await page.route(FIXTURE_PAGES.listing, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('</head>', `${extra}</head>`) });
  });
  const response = await page.goto(FIXTURE_PAGES.listing);
  return response?.headers()['content-security-policy'] ?? '';
}

test("the page is served under its mode's documented policy, its script tags carrying the nonce when it has one, and its islands wake", async ({ page }) => {
  const response = await page.goto(FIXTURE_PAGES.detail);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(policy).toBe(DOCUMENTED[mode()](nonce));
  // Boot and the theme script: the detail page has both.
  const nonceOf = (src: string) => page.locator(`script[src="${src}"]`).evaluate((script: HTMLScriptElement) => script.nonce);
  expect([await nonceOf('/dist/boot.js'), await nonceOf('/assets/theme-script.js')]).toEqual([nonce, nonce]);
  // Boot's chunks load under it (with no console error, which the test guard would report).
  await islandsSettled(page);
});

test('the policy bites: an inline handler, a raw innerHTML and an inline script are refused', async ({ page, expectConsoleError }) => {
  expectConsoleError(/Executing inline script violates .*Content Security Policy/);
  expectConsoleError(/requires 'TrustedScript' assignment/);
  expectConsoleError(/requires 'TrustedHTML' assignment/);
  await listingWith(page, '<script>window.__cspCanary = "inline script"</script>');
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
      inlineHandlerRefused: refused(() => document.createElement('img').setAttribute('onerror', 'window.__cspCanary = "handler"')),
      innerHtmlRefused: refused(() => (document.createElement('div').innerHTML = '<b>x</b>')),
      canary: (window as { __cspCanary?: string }).__cspCanary,
    };
  });
  expect(outcome).toEqual({ inlineHandlerRefused: true, innerHtmlRefused: true, canary: undefined });
});

test("under the nonce, a script tag of the shop's own origin without it is refused", async ({ page, expectConsoleError }) => {
  test.skip(mode() !== 'strict-nonce', "'self' allows it under the other policies");
  expectConsoleError(/Loading the script '.*\/assets\/fake-recaptcha\.js' violates .*Content Security Policy/);
  await listingWith(page, '<script src="/assets/fake-recaptcha.js"></script>');
  // The stand-in captcha defines grecaptcha as it runs; the listing page loads no captcha of its own.
  expect(await page.evaluate(() => 'grecaptcha' in window)).toBe(false);
});

test('the header without a captcha lets every island of the product, listing and cart pages wake', async ({ page }) => {
  test.skip(mode() !== 'strict', 'once is enough: it is the header with reCAPTCHA less what reCAPTCHA needs');
  await page.setExtraHTTPHeaders({ [CSP_REQUEST_HEADER]: 'strict-no-captcha' satisfies FixtureCspMode });
  for (const url of [FIXTURE_PAGES.detail, FIXTURE_PAGES.listing, FIXTURE_PAGES.cart]) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toBe(CSP_WITHOUT_CAPTCHA);
    expect(await wakeAll(page), `${url}: hooks that never woke`).toEqual([]);
  }
});
