import { announcer, callsOf, cartButton, choose, fault, JACKET, MUG, TENT } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const quantity = (page: import('@playwright/test').Page) => page.getByRole('spinbutton', { name: 'Ilość' });

test.describe('quantity box', () => {
  test('by mouse: plus and minus step by one, minus never goes below 1', async ({ page }) => {
    await page.goto(TENT);
    const minus = page.getByRole('button', { name: 'Zmniejsz ilość' });
    const plus = page.getByRole('button', { name: 'Zwiększ ilość' });
    await minus.click();
    await expect(quantity(page)).toHaveValue('1');
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await plus.click();
    await plus.click();
    await expect(quantity(page)).toHaveValue('3');
    await expect(minus).toHaveAttribute('aria-controls', 'amount');
    await minus.click();
    await minus.click();
    // At 1 the minus says aria-disabled (Playwright then refuses a plain click): a real click still does nothing.
    await minus.click({ force: true });
    await expect(quantity(page)).toHaveValue('1');
  });

  test('by keyboard: arrow keys step the spinbutton, typed text becomes a whole number ≥ 1', async ({ page }) => {
    await page.goto(TENT);
    await quantity(page).focus();
    await expect(page.locator('#quantity')).toHaveAttribute('data-island-state', 'mounted');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(quantity(page)).toHaveValue('3');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(quantity(page)).toHaveValue('1');
    for (const [typed, expected] of [['2.7', '2'], ['-4', '1'], ['0', '1'], ['', '1'], ['12', '12']] as const) {
      await quantity(page).fill(typed);
      await page.keyboard.press('Tab');
      await expect(quantity(page)).toHaveValue(expected);
      await quantity(page).focus();
    }
    // Space on the focused plus button.
    await page.getByRole('button', { name: 'Zwiększ ilość' }).focus();
    await page.keyboard.press('Space');
    await expect(quantity(page)).toHaveValue('13');
  });
});

test.describe('add to cart', () => {
  test('with no option chosen: the message is shown and nothing is sent', async ({ page }) => {
    await page.goto(JACKET);
    await cartButton(page).click();
    await expect(page.locator('#add-to-cart-form .form-error')).toHaveText('Proszę wybrać opcję produktu');
    await expect(page).toHaveURL(new RegExp(`${JACKET}$`));
    expect(await callsOf(page, 'AddCart')).toEqual([]);
  });

  test('by mouse: sends amount, option and custom field, shows the confirmation, refreshes the mini cart, pushes GA4', async ({ page }) => {
    await page.goto(MUG);
    await choose(page, 'Czarny');
    await page.getByLabel('Grawer (maks. 20 znaków)').fill('Dla Ani');
    await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
    await cartButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Kubek termiczny Jeż');
    await expect(dialog).toContainText('Ilość: 2');
    const [call] = await callsOf(page, 'AddCart');
    expect(call!.body).toEqual({ request: { Amount: 2, ProductId: 5, OptionId: 10017, addons: [{ key: 'grawer', value: 'Dla Ani' }] } });
    await expect(page.locator('[data-cart-refresh-area] .mini-cart__count')).toHaveText('2 produkty');
    await expect(announcer(page)).toHaveText('Dodano do koszyka: Kubek termiczny Jeż');
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'PLN',
          value: expect.any(Number),
          items: [expect.objectContaining({ item_name: 'Kubek termiczny Jeż', quantity: 2, item_variant: 'Kolor: Czarny' })],
        },
      },
    ]);
    // Closing returns focus to the button; the chosen quantity stays.
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(cartButton(page)).toBeFocused();
    await expect(page.getByRole('spinbutton', { name: 'Ilość' })).toHaveValue('2');
  });

  test('"+" twice then "Dodaj do koszyka", clicked while the chunks load: every click counts, in order', async ({ page }) => {
    // The quantity chunk is held back, so the add-to-cart island wakes first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\/quantity-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(TENT);
    const plus = page.getByRole('button', { name: 'Zwiększ ilość' });
    await plus.click();
    await plus.click();
    await cartButton(page).click();
    await expect(page.locator('[data-island="add-to-cart"]')).toHaveAttribute('data-island-state', 'mounted');
    expect(await callsOf(page, 'AddCart')).toEqual([]);
    release();
    await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toContainText('Ilość: 3');
    const [call] = await callsOf(page, 'AddCart');
    expect(call!.body).toMatchObject({ request: { Amount: 3 } });
  });

  test('by keyboard: Enter on the focused button adds the product', async ({ page }) => {
    await page.goto(TENT);
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(cartButton(page)).toBeFocused();
    expect(await callsOf(page, 'AddCart')).toHaveLength(1);
    await expect(page.locator('[data-cart-refresh-area] .mini-cart__count')).toHaveText('1 produkt');
  });

  test('a double click sends exactly one AddCart request; the button is locked meanwhile', async ({ page }) => {
    await page.goto(TENT);
    await cartButton(page).hover();
    await expect(page.locator('#add-to-cart-form')).toHaveAttribute('data-island-state', 'mounted');
    await fault(page, { call: 'AddCart', delayMs: 1000, times: 1 });
    await cartButton(page).dblclick();
    await expect(cartButton(page)).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
    expect(await callsOf(page, 'AddCart')).toHaveLength(1);
    await expect(cartButton(page)).toBeEnabled();
  });

  test('a failed AddCart shows a message and keeps the option and quantity', async ({ page, expectConsoleError }) => {
    expectConsoleError(/add-to-cart.*could not add the product to the cart/);
    expectConsoleError(/Failed to load resource.*500/);
    await page.goto(JACKET);
    await choose(page, 'L');
    await choose(page, 'Żółty');
    await quantity(page).fill('3');
    await fault(page, { call: 'AddCart', status: 500, times: 1 });
    await cartButton(page).click();
    await expect(page.locator('#add-to-cart-form .form-error')).toHaveText('Nie udało się dodać produktu do koszyka. Spróbuj ponownie.');
    await expect(announcer(page)).toHaveText('Nie udało się dodać produktu do koszyka. Spróbuj ponownie.');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(page.locator('.product-option').getByLabel('L', { exact: true })).toBeChecked();
    await expect(page.locator('.product-option').getByLabel('Żółty')).toBeChecked();
    await expect(quantity(page)).toHaveValue('3');
    await expect(cartButton(page)).toBeEnabled();
    // Trying again succeeds.
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  });

  test('a RedirectToUrl on another site is ignored; one on this site is followed', async ({ page, expectConsoleError }) => {
    expectConsoleError(/ignored RedirectToUrl "https:\/\/evil.example\/koszyk"/);
    await page.goto(TENT);
    let redirectTo = 'https://evil.example/koszyk';
    await page.route('**/Default.aspx/AddCart', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { d: Record<string, unknown> };
      await route.fulfill({ response, json: { d: { ...body.d, RedirectToUrl: redirectTo } } });
    });
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
    await expect(page.locator('dialog')).toHaveCount(0);
    redirectTo = '/koszyk';
    await cartButton(page).click();
    await expect(page).toHaveURL(/\/koszyk$/);
  });

  test('a product that cannot be bought has its button disabled from the start', async ({ page }) => {
    await page.goto('/produkt/4-spiwor-puchowy-sokol');
    await expect(cartButton(page)).toBeDisabled();
    await expect(page.locator('#add-to-cart-form')).toHaveClass(/cart-disabled/);
  });
});
