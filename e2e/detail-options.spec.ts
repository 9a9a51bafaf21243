import { announcer, callsOf, cartButton, choose, fault, JACKET, option, optionsBusy } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(JACKET);
});

test('choosing options by mouse asks for the variant and updates price, codes, availability and images', async ({ page }) => {
  await expect(page.locator('#product-price .price__current')).toHaveText('499,99 zł');
  await choose(page, 'M');
  await choose(page, 'Czerwony');
  const [, second] = await callsOf(page, 'GetOptions');
  expect(second!.body).toEqual({ request: { dicts: [103, 108], pid: 1 } });
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001-05');
  await expect(page.locator('#product-price .price__current')).toHaveText('499,99 zł');
  await expect(page.locator('#product-price .price__discount')).toHaveText('oszczędzasz 15%');
  await expect(page.locator('[data-availability-text]')).toHaveText('Dostępny');
  // The variant's own two images replace the product's three.
  await expect(page.locator('#gallery-thumbs img:visible')).toHaveCount(2);
  await expect(page.locator('#gallery-thumbs img:visible').first()).toHaveAttribute('src', '/dane/small/p-02-a.png');
  await expect(cartButton(page)).toBeEnabled();
});

test('choosing options by keyboard: Tab into a group, arrow keys choose', async ({ page }) => {
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).focus();
  await page.keyboard.press('Shift+Tab');
  // Shift+Tab from the link lands in the last group (Kolor); its arrows choose a value.
  const answered = page.waitForResponse((r) => r.url().endsWith('/GetOptions'));
  await page.keyboard.press('ArrowRight');
  await answered;
  const checked = page.locator('fieldset[data-dictionary-id] input:checked');
  await expect(checked).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  const second = page.waitForResponse((r) => r.url().endsWith('/GetOptions'));
  await page.keyboard.press('ArrowRight');
  await second;
  await expect(checked).toHaveCount(2);
  await expect(page.locator('#product-sku')).not.toHaveText('KZ-0001');
  await expect(optionsBusy(page)).toHaveCount(0);
});

test('a rapid switch: the first answer arriving last is never shown, the page ends on the last choice', async ({ page }) => {
  await choose(page, 'M');
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let count = 0;
  await page.route('**/Default.aspx/GetOptions', async (route) => {
    count += 1;
    if (count === 1) {
      // The answer for Czerwony is held until the answer for Żółty has arrived.
      const response = await route.fetch();
      await firstHeld;
      await route.fulfill({ response }).catch(() => undefined);
      return;
    }
    await route.continue();
  });
  await option(page, 'Czerwony').click();
  const second = page.waitForResponse((r) => r.url().endsWith('/GetOptions') && r.request().postDataJSON().request.dicts.includes(109));
  await option(page, 'Żółty').click();
  await second;
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001-06');
  releaseFirst();
  await page.waitForTimeout(300);
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001-06');
  await expect(option(page, 'Żółty')).toBeChecked();
  await expect(page.locator('#gallery-thumbs img:visible').first()).toHaveAttribute('src', '/dane/small/p-03-a.png');
});

test('a variant that cannot be bought (S + Czarny) disables the cart button and marks the block', async ({ page }) => {
  await choose(page, 'S');
  await choose(page, 'Czarny');
  await expect(cartButton(page)).toBeDisabled();
  await expect(page.locator('#add-to-cart-form')).toHaveClass(/cart-disabled/);
  await expect(page.locator('[data-availability-text]')).toHaveText('Niedostępny');
  // Another size can be bought again.
  await choose(page, 'M');
  await expect(cartButton(page)).toBeEnabled();
  await expect(page.locator('#add-to-cart-form')).not.toHaveClass(/cart-disabled/);
});

test('a combination with no variant (XL + Czerwony) answers -1 and cannot be added', async ({ page }) => {
  await choose(page, 'XL');
  await choose(page, 'Czerwony');
  await expect(page.locator('[data-availability-text]')).toHaveText('Wariant niedostępny');
  await expect(cartButton(page)).toBeDisabled();
  await expect(page.locator('#add-to-cart-form')).toHaveClass(/cart-disabled/);
});

test('a failed option call is logged, the loading state ends and the previous choice comes back', async ({ page, expectConsoleError }) => {
  expectConsoleError(/product-options.*could not load the chosen variant/);
  expectConsoleError(/Failed to load resource.*500/);
  await choose(page, 'M');
  await choose(page, 'Żółty');
  const sku = await page.locator('#product-sku').textContent();
  await fault(page, { call: 'GetOptions', status: 500, times: 1 });
  await option(page, 'Czerwony').click();
  await expect(page.locator('.product-options .form-error')).toHaveText('Nie udało się wczytać wybranego wariantu. Spróbuj ponownie.');
  await expect(announcer(page)).toHaveText('Nie udało się wczytać wybranego wariantu. Spróbuj ponownie.');
  await expect(option(page, 'Żółty')).toBeChecked();
  await expect(page.locator('#product-sku')).toHaveText(sku!);
  await expect(optionsBusy(page)).toHaveCount(0);
  await expect(page.locator('#product-price')).not.toHaveClass(/is-updating/);
  await expect(cartButton(page)).toBeEnabled();
  // Choosing it again works once the shop answers.
  await choose(page, 'Czerwony');
  await expect(page.locator('#product-sku')).toHaveText('KZ-0001-05');
});

test('while an option answer is pending the cart button is not enabled', async ({ page }) => {
  await choose(page, 'M');
  await fault(page, { call: 'GetOptions', delayMs: 1500, times: 1 });
  await option(page, 'Czarny').click();
  await expect(cartButton(page)).toBeDisabled();
  await expect(page.locator('#product-price')).toHaveClass(/is-updating/);
  await expect(page.locator('#product-price')).toHaveAttribute('aria-busy', 'true');
  await expect(optionsBusy(page)).toHaveCount(2);
  await expect(cartButton(page)).toBeEnabled({ timeout: 5000 });
  await expect(page.locator('#product-price')).not.toHaveAttribute('aria-busy', /.*/);
});
