/**
 * Edge values a real ASP.NET server sends (issue 36), on the product page of both themes: the mug's Zielony is a
 * variant with nothing of its own (`Images: []`, `SKU: ""`, `EAN: ""`, `ProductState.Text: ""`, docs/fixture-shop.md).
 * What only a browser shows: a row the island hides stays hidden under the theme's own `display` rules. And ASP.NET's
 * failures, one after another: the product form shows one message, the latest.
 */
import { cartButton, choose, fault, MUG, option } from './detail-helpers';
import { GX_MESSAGES } from '../fixtures/theme-2/messages';
import { catalogue } from '../shared/messages/catalogue';
import { T2 } from './theme-2-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const visibleThumbs = (page: import('@playwright/test').Page) => page.locator('#gallery-thumbs img:visible');

test("theme 1: a variant with no images of its own shows the product's again, not the last variant's", async ({ page }) => {
  await page.goto(MUG);
  await choose(page, 'Żółty');
  await expect(visibleThumbs(page)).toHaveCount(2);
  await expect(visibleThumbs(page).first()).toHaveAttribute('src', '/dane/small/p-03-a.png');
  await choose(page, 'Zielony');
  await expect(visibleThumbs(page)).toHaveCount(3);
  await expect(visibleThumbs(page).first()).toHaveAttribute('src', '/dane/small/p-01-a.png');
  await expect(page.locator('.gallery-slide[aria-hidden="false"] img')).toHaveAttribute('src', '/dane/full/p-01-a.png');
});

for (const [theme, path] of [
  ['theme 1', MUG],
  ['theme 2', `${T2}${MUG}`],
] as const) {
  test(`${theme}: empty codes and state text hide their rows, labels with them, and a later variant shows them again`, async ({ page }) => {
    await page.goto(path);
    const codes = page.locator('[data-island="product-codes"]');
    const state = page.locator('[data-availability-text-row]');
    await choose(page, 'Czarny');
    await expect(codes).toContainText('KT-0005-01');
    await expect(state).toBeVisible();
    await choose(page, 'Zielony');
    await expect(page.locator('[data-sku-row]')).toBeHidden();
    await expect(page.locator('[data-ean-row]')).toBeHidden();
    await expect(state).toBeHidden();
    // What is left shows no bare label.
    expect(await codes.innerText()).not.toMatch(/SKU|EAN|Kod/);
    await expect(page.locator('[data-availability-description]')).toBeVisible();
    await choose(page, 'Czarny');
    await expect(page.locator('[data-sku-row]')).toBeVisible();
    await expect(page.locator('[data-ean-row]')).toBeVisible();
    await expect(page.locator('[data-ean]')).toHaveText(/^590\d{10}$/);
    await expect(state).toBeVisible();
    await expect(page.locator('[data-availability-text]')).toHaveText('Dostępny');
  });
}

for (const [theme, path, form, words] of [
  ['theme 1', MUG, '#add-to-cart-form', catalogue],
  ['theme 2', `${T2}${MUG}`, '#gx-kup', GX_MESSAGES],
] as const) {
  test(`${theme}: a failed add after a failed variant answer replaces its message instead of stacking, and the reverse`, async ({ page, expectConsoleError }) => {
    expectConsoleError(/product-options.*could not load the chosen variant/);
    expectConsoleError(/add-to-cart.*could not add the product to the cart/);
    expectConsoleError(/Failed to load resource.*500/);
    await page.goto(path);
    const optionsFailed = words['product-options.failed'];
    const addFailed = words['add-to-cart.failed'];
    const shown = page.locator(form).getByText(optionsFailed, { exact: true }).or(page.locator(form).getByText(addFailed, { exact: true })).locator('visible=true');
    await choose(page, 'Czarny');
    await fault(page, { call: 'GetOptions', status: 500, times: 1 });
    await option(page, 'Żółty').click();
    await expect(shown).toHaveText([optionsFailed]);
    await expect(option(page, 'Czarny')).toBeChecked();
    await fault(page, { call: 'AddCart', status: 500, times: 1 });
    await cartButton(page).click();
    await expect(shown).toHaveText([addFailed]);
    await fault(page, { call: 'GetOptions', status: 500, times: 1 });
    await option(page, 'Żółty').click();
    await expect(shown).toHaveText([optionsFailed]);
    // An answered choice clears the form.
    await choose(page, 'Zielony');
    await expect(shown).toHaveCount(0);
  });
}
