/**
 * The product page's option choice and add to cart with `Default.aspx/GetOptions` and `Default.aspx/AddCart`
 * answered by a real ASP.NET server (Mono's System.Web, aspnet/reference-server.ts), the page itself by the
 * fixture shop. Playwright hands each of the two calls to the reference server (route.fetch) and gives the page its
 * answer untouched, status, headers and body: the page still calls its own origin, as on a shop, so its CSP and
 * cookies stay as they are, and no proxy process is needed.
 */
import { startReferenceServer, type ReferenceServer } from '../aspnet/reference-server';
import { callsOf, cartButton, choose, JACKET } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

let reference: ReferenceServer | undefined;

test.beforeAll(async () => {
  // Builds the site when its sources changed (mcs) and waits for System.Web to compile Default.aspx.
  test.setTimeout(120_000);
  reference = await startReferenceServer();
});

test.afterAll(async () => {
  await reference?.stop();
});

test('options and add to cart answered by the reference ASP.NET server: price, old price, discount, SKU, availability, pop-up, GA4', async ({ page }) => {
  const server = reference!;
  await acceptCookies(page);
  await page.route(/\/Default\.aspx\/(GetOptions|AddCart)$/, async (route) => {
    const method = new URL(route.request().url()).pathname.split('/').pop()!;
    await route.fulfill({ response: await route.fetch({ url: `${server.url}Default.aspx/${method}` }) });
  });
  const aspnetAnswers: string[] = [];
  page.on('response', (response) => {
    const version = response.headers()['x-aspnet-version'];
    if (version) aspnetAnswers.push(`${new URL(response.url()).pathname} ${response.status()} ASP.NET ${version}`);
  });

  await page.goto(JACKET);
  await choose(page, 'M');
  await expect(page.locator('[data-availability-text]')).toHaveText('Wybierz opcje');
  await choose(page, 'Czerwony');
  await expect(page.locator('#product-price .price__current')).toHaveText('499,99\u00a0zł');
  await expect(page.locator('#product-price .price__old del')).toHaveText('588,22\u00a0zł');
  await expect(page.locator('#product-price .price__discount')).toHaveText('oszczędzasz 15%');
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001-05');
  await expect(page.locator('[data-availability-text]')).toHaveText('Dostępny');
  await expect(page.locator('#gallery-thumbs img:visible').first()).toHaveAttribute('src', '/dane/small/p-02-a.png');

  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Kurtka zimowa żółta Łoś');
  await expect(dialog).toContainText('Rozmiar: M, Kolor: Czerwony');
  await expect(dialog).toContainText('Ilość: 1 × 499,99\u00a0zł');
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(dataLayer).toEqual([
    { ecommerce: null },
    {
      event: 'add_to_cart',
      ecommerce: {
        currency: 'PLN',
        value: 499.99,
        items: [{ item_id: 'KZ-0001-05', item_name: 'Kurtka zimowa żółta Łoś', price: 499.99, quantity: 1, item_brand: expect.any(String), item_category: 'Kurtki zimowe', item_variant: 'Rozmiar: M, Kolor: Czerwony' }],
      },
    },
  ]);

  // Every answer came from System.Web, and none of the calls reached the fixture shop.
  expect(aspnetAnswers).toEqual([
    '/Default.aspx/GetOptions 200 ASP.NET 4.0.30319',
    '/Default.aspx/GetOptions 200 ASP.NET 4.0.30319',
    '/Default.aspx/AddCart 200 ASP.NET 4.0.30319',
  ]);
  expect(await callsOf(page, 'GetOptions')).toEqual([]);
  expect(await callsOf(page, 'AddCart')).toEqual([]);
});
