/**
 * A theme written from the docs before 1.0.0, on 1.0.0: where the storefront recognises the old markup, it keeps what
 * it can working and names the upgrade note in CHANGELOG.md in one console line (issue 35).
 */
import type { Page } from '@playwright/test';
import { cartButton, choose, JACKET } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

/**
 * Serves `path` with `change` applied to its HTML: the fixture page as a theme of 0.x would have written it, with the
 * page's own headers (its CSP in the strict-csp project) but the body no longer compressed.
 */
async function asWrittenFor0x(page: Page, path: string, change: (html: string) => string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, headers, body: change(await response.text()) });
  });
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a product page marking its price, name and codes by id, with no hooks: one line names them and the note, and the options still choose', async ({ page, expectConsoleError }) => {
  expectConsoleError(
    /^\[storefront\] island "product-options" on <div\.product-options>: #product-name, #product-price, #product-sku, #product-ean will not follow the chosen variant without their hooks \(product-name, product-price, product-codes\); upgrade note: CHANGELOG\.md, 1\.0\.0, For integrators, "Price, name, codes and availability are hooks of their own"$/,
  );
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await asWrittenFor0x(page, JACKET, (html) => html.replace(/ data-island="product-(name|price|codes)" data-product-id="1"/g, ''));
  await page.goto(JACKET);
  await choose(page, 'M');
  await choose(page, 'Czerwony');
  // The add-to-cart and gallery islands still follow the choice; the parts marked the 0.x way keep the server's text.
  await expect(page.locator('#gallery-thumbs img:visible')).toHaveCount(2);
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001');
  await expect(cartButton(page)).toBeEnabled();
  expect(errors.filter((line) => line.includes('upgrade note'))).toHaveLength(1);
});

test('a header search with <input type="search">: one line names the note, and the search still submits', async ({ page, expectConsoleError }) => {
  expectConsoleError(
    /^\[storefront\] island "search-suggest" on <form\.header-search>: could not start; the server markup stays: the search field must be <input type="text" enterkeyhint="search">: an <input type="search"> cannot take the combobox role; upgrade note: CHANGELOG\.md, 1\.0\.0, For integrators, "The header search field is a text input"(?: Error: |$)/,
  );
  await asWrittenFor0x(page, '/', (html) => html.replace('<input type="text" id="header-search-q"', '<input type="search" id="header-search-q"'));
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Szukaj produktów' });
  await field.fill('kurtka');
  await expect(page.locator('form.header-search')).toHaveAttribute('data-island-state', 'failed');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=kurtka$/);
});
