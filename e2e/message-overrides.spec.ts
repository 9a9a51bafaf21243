/**
 * A page's `data-storefront-messages` override (docs/messages.md) in a real browser: its entries
 * replace the defaults as text, never markup; what is wrong with it is told in one console line per
 * key by the time the first island has mounted, and every good entry still applies.
 */
import type { Page } from '@playwright/test';
import { cartButton, JACKET } from './detail-helpers';
import { expect, test } from './test';

/** Serves the product page with `json` as its override, in `<head>` as a theme writes it. */
async function withOverride(page: Page, json: string): Promise<void> {
  await page.route(`**${JACKET}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', `<script type="application/json" data-storefront-messages>${json}</script></head>`);
    await route.fulfill({ response, body });
  });
}

const message = (page: Page) => page.locator('#add-to-cart-form .form-error');

test('an override is shown as text: markup in it stays the characters it is', async ({ page }) => {
  const markup = '<img class="xss-probe" src="x" onerror="window.__xss=1"> Wybierz <b>rozmiar</b>';
  await withOverride(page, JSON.stringify({ 'add-to-cart.missing-option': markup }).replaceAll('<', '\\u003c'));
  await page.goto(JACKET);
  await cartButton(page).click();
  await expect(message(page)).toHaveText(markup);
  await expect(page.locator('.xss-probe, #add-to-cart-form b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("bad entries are told one line each, naming the key, once the first island has mounted; they keep their default and the good ones apply", async ({ page, expectConsoleError }) => {
  const lines: string[] = [];
  page.on('console', (line) => {
    if (line.type() === 'error') lines.push(line.text());
  });
  const told = [
    /the page's message "add-to-cart\.typo" is not a message key/,
    /the page's message "add-to-cart\.failed": expected text; its default is used/,
    /the page's message "cart-page\.amount-changed": drops \{total\}; its default is used/,
  ];
  told.forEach(expectConsoleError);
  await withOverride(
    page,
    JSON.stringify({
      'add-to-cart.typo': 'x',
      'add-to-cart.failed': ['Nie wyszło'],
      'cart-page.amount-changed': '{name}: {amount}',
      'add-to-cart.missing-option': 'Wybierz rozmiar',
    }),
  );
  await page.goto(JACKET);
  await expect(page.locator('[data-island-state="mounted"]').first()).toBeAttached();
  for (const pattern of told) expect(lines.filter((line) => pattern.test(line)), String(pattern)).toHaveLength(1);
  await cartButton(page).click();
  await expect(message(page)).toHaveText('Wybierz rozmiar');
});

test('an override that is not JSON is told in one line and every message keeps its default', async ({ page, expectConsoleError }) => {
  expectConsoleError(/the page's data-storefront-messages is not JSON .*: every message keeps its default/);
  await withOverride(page, '{"add-to-cart.missing-option": "Wybierz rozmiar",}');
  await page.goto(JACKET);
  await cartButton(page).click();
  await expect(message(page)).toHaveText('Proszę wybrać opcję produktu');
});
