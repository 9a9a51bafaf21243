/**
 * The fixture shop's example theme script (fixtures/public/theme-script.js), which knows the
 * storefront only through its public events (issue 29): its free-delivery bar follows storefront:cart,
 * its age check cancels storefront:cart-add, its error counter counts storefront:error.
 */
import { callsOf, cartButton, fault } from './detail-helpers';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/** Sold to adults only in the example theme. 165,12 zł: under the 200 zł of free delivery. */
const STOVE = '/produkt/14-kuchenka-gazowa-zubr';
const AGE_QUESTION = 'Ten produkt sprzedajemy tylko osobom pełnoletnim. Czy masz ukończone 18 lat?';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

const bar = (page: import('@playwright/test').Page) => page.locator('[data-free-delivery]');

test('the age check asks before the first add: a "no" sends nothing and leaves the form usable, a "yes" adds', async ({ page }) => {
  await page.goto(STOVE);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await cartButton(page).click();
  await expect.poll(() => asked).toEqual([AGE_QUESTION]);
  await expect(cartButton(page)).toBeEnabled();
  expect(await callsOf(page, 'AddCart')).toEqual([]);

  page.once('dialog', (dialog) => void dialog.accept());
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  expect((await callsOf(page, 'AddCart')).map((call) => call.body)).toEqual([{ request: { Amount: 1, ProductId: 14, OptionId: -1, addons: [] } }]);
});

test('the free-delivery bar follows the cart: an add, then a change on the cart page', async ({ page }) => {
  await page.goto(STOVE);
  await expect(bar(page)).toHaveText('Do darmowej dostawy brakuje 200,00 zł.');
  page.on('dialog', (dialog) => void dialog.accept());
  await cartButton(page).click();
  await expect(bar(page)).toHaveText('Do darmowej dostawy brakuje 34,88 zł.');

  await page.goto(FIXTURE_PAGES.cart);
  await expect(bar(page)).toHaveText('Do darmowej dostawy brakuje 34,88 zł.');
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
  await page.getByRole('button', { name: 'Zwiększ ilość: Kuchenka gazowa Żubr' }).click();
  await expect(bar(page)).toHaveText('Masz darmową dostawę.');
  await expect(bar(page)).toHaveAttribute('aria-live', 'polite');
});

test('the error counter counts what the console reports about islands, one for each line', async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 500/);
  expectConsoleError(/island "add-to-cart" on <form#add-to-cart-form.*could not add the product to the cart: AddCart: HTTP 500/);
  await page.goto('/produkt/3-namiot-zubr');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme-errors');
  await fault(page, { call: 'AddCart', status: 500 });
  await cartButton(page).click();
  await expect(page.locator('#add-to-cart-form .form-error')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme-errors', '1');
});
