/**
 * The public events of the product page and the cart (issue 29): `storefront:variant` once a choice is
 * shown, `storefront:cart-add` before the request (cancelable, with its result), `storefront:cart`
 * once the mini cart or the cart page changed, `storefront:dialog` as pop-ups open and close.
 */
import type { Page } from '@playwright/test';
import { callsOf, cartButton, choose, fault, JACKET, TENT } from './detail-helpers';
import { heardOf, recordStorefrontEvents } from './storefront-events';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

/** What the fixture shop answers for a choice: the variant as the server describes it. */
async function variantAnswer(page: Page, dicts: number[]) {
  const response = await page.request.post('/Default.aspx/GetOptions', { data: { request: { dicts, pid: 1 } } });
  return ((await response.json()) as { d: Record<string, unknown> & { ProductState: Record<string, unknown> } }).d;
}

test('storefront:variant carries the variant on screen, numbers as numbers, and no HTML', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(JACKET);
  await choose(page, 'M');
  await choose(page, 'Czerwony');
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001-05');
  await expect.poll(() => heardOf(heard, 'storefront:variant').length).toBe(2);
  const d = await variantAnswer(page, [103, 108]);
  const [, shown] = heardOf(heard, 'storefront:variant');
  expect(shown).toEqual({
    type: 'storefront:variant',
    hook: 'product-options',
    cancelled: false,
    detail: {
      productId: 1,
      optionId: d.OptionId,
      name: d.ProductName,
      sku: 'KZ-0001-05',
      ean: d.EAN,
      price: d.PriceGross,
      oldPrice: d.OldPriceGross,
      discountRate: 15,
      cartEnabled: true,
      state: { text: 'Dostępny', color: d.ProductState.ColorHex, description: d.ProductState.Description, days: d.ProductState.DaysAvailability },
    },
  });
  expect(typeof shown!.detail.price).toBe('number');
});

test('storefront:cart-add, then storefront:dialog and storefront:cart: what was sent, how it ended, the round trip measured', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(TENT);
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => heardOf(heard, 'storefront:cart').map((event) => [event.hook, event.detail])).toEqual([['document', { source: 'add' }]]);
  const [add] = heardOf(heard, 'storefront:cart-add');
  expect(add).toMatchObject({ hook: 'add-to-cart-form', cancelled: false, detail: { productId: 3, optionId: -1, amount: 1, addons: [] } });
  expect(add!.result).toEqual({ ok: true, productName: 'Namiot Żubr' });
  expect(await page.evaluate(() => performance.getEntriesByName('storefront:cart-add', 'measure').length)).toBe(1);

  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => heardOf(heard, 'storefront:dialog').map((event) => [event.hook, event.detail])).toEqual([
    ['document', { open: true, title: 'Dodano do koszyka', className: 'add-cart-dialog' }],
    ['document', { open: false, title: 'Dodano do koszyka', className: 'add-cart-dialog' }],
  ]);
});

test('a theme script that cancels storefront:cart-add stops the request, and the form stays usable', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  // An age check of the kind a theme would write: this product needs a confirmation first.
  await page.addInitScript(() => {
    document.addEventListener('storefront:cart-add', (event) => {
      if (event.detail.productId === 3 && !document.body.dataset.adult) event.preventDefault();
    }, { capture: true });
  });
  await page.goto(TENT);
  await cartButton(page).click();
  await expect.poll(() => heardOf(heard, 'storefront:cart-add').map((event) => [event.cancelled, event.result])).toEqual([[true, { ok: false, message: '' }]]);
  expect(await callsOf(page, 'AddCart')).toEqual([]);
  await expect(cartButton(page)).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() => (document.body.dataset.adult = 'yes'));
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  expect(await callsOf(page, 'AddCart')).toHaveLength(1);
});

test('a failed add settles storefront:cart-add with the words the shopper saw, and the cart is not said to have changed', async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 500/);
  expectConsoleError(/island "add-to-cart" on <form#add-to-cart-form.*could not add the product to the cart: AddCart: HTTP 500/);
  const heard = await recordStorefrontEvents(page);
  await page.goto(TENT);
  await fault(page, { call: 'AddCart', status: 500 });
  await cartButton(page).click();
  await expect(page.locator('#add-to-cart-form .form-error')).toBeVisible();
  const message = await page.locator('#add-to-cart-form .form-error').textContent();
  await expect.poll(() => heardOf(heard, 'storefront:cart-add').map((event) => event.result)).toEqual([{ ok: false, message }]);
  expect(heardOf(heard, 'storefront:cart')).toEqual([]);
});

test('storefront:cart tells a change made on the cart page, once the mini cart shows it', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  const added = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } } });
  expect(added.ok()).toBe(true);
  await page.addInitScript(() => {
    document.addEventListener('storefront:cart', () => {
      document.body.dataset.miniCartWhenTold = document.querySelector('header .mini-cart__count')?.textContent ?? '';
    });
  });
  await page.goto(FIXTURE_PAGES.cart);
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
  await page.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }).click();
  await expect.poll(() => heardOf(heard, 'storefront:cart').map((event) => event.detail)).toEqual([{ source: 'cart-page' }]);
  await expect(page.locator('body')).toHaveAttribute('data-mini-cart-when-told', '2 produkty');
});
