/**
 * The product page against Microsoft's ASP.NET's way of answering (fixtures/aspnet/flavour.ts): `"__type"` first in
 * every object of the answer, `&` escaped as well as markup. The journeys elsewhere meet Mono's, the default.
 */
import { ASPNET_REQUEST_HEADER } from '../fixtures/aspnet/flavour';
import { cartButton, choose, JACKET } from './detail-helpers';
import { acceptCookies, expect, test as base } from './test';

// Added to the project's headers (the strict-csp projects send theirs), not in place of them.
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => use({ ...extraHTTPHeaders, [ASPNET_REQUEST_HEADER]: 'microsoft' }),
});

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a variant is chosen and added to the cart from Microsoft's answers, __type and all", async ({ page }) => {
  await page.goto(JACKET);
  await choose(page, 'XL');
  const answered = page.waitForResponse((r) => r.url().endsWith('/Default.aspx/GetOptions'));
  await choose(page, 'Czarny');
  expect(await (await answered).text()).toMatch(/^\{"d":\{"__type":"Sklep\.Web\.ProductOptionResponse","OptionId":\d+,"HtmlResponse":"\\u003cspan /);
  await expect(page.locator('#product-price .price__current')).toHaveText('509,99 zł');
  await expect(cartButton(page)).toBeEnabled();

  const added = page.waitForResponse((r) => r.url().endsWith('/Default.aspx/AddCart'));
  await cartButton(page).click();
  expect(await (await added).text()).toMatch(/^\{"d":\{"__type":"Sklep\.Web\.AddCartResponse",/);
  const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
  await expect(dialog).toContainText('Kurtka zimowa żółta Łoś');
  await expect(dialog).toContainText('Rozmiar: XL, Kolor: Czarny');
  await expect(page.locator('[data-cart-refresh-area] .mini-cart__count')).toHaveText('1 produkt');
});
