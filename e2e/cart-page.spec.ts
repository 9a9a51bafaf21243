import type { Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/** Products without options that can be bought: Namiot Żubr 1 899,00 zł, Kuchenka gazowa Żubr 165,12 zł, Śpiwór … Żuraw. */
const TENT = 3;
const STOVE = 14;
const SLEEPING_BAG = 6;

async function addToCart(page: Page, productId: number, amount: number): Promise<void> {
  const response = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: amount, ProductId: productId, OptionId: -1, addons: [] } } });
  expect(response.ok()).toBe(true);
}

/** A fresh cart of tent × 1, stove × 2, sleeping bag × 1, the page open with its island live. */
async function openCart(page: Page): Promise<void> {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
  await addToCart(page, TENT, 1);
  await addToCart(page, STOVE, 2);
  await addToCart(page, SLEEPING_BAG, 1);
  await page.goto(FIXTURE_PAGES.cart);
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
}

const line = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('heading', { name }) });
const amount = (page: Page, name: string) => line(page, name).getByRole('spinbutton', { name: 'Ilość' });
const toPay = (page: Page) => page.locator('[data-cart-total]');
const announcer = (page: Page) => page.locator('[data-sf-announcer]');
const miniCart = (page: Page) => page.locator('header .mini-cart__count');
const calls = async (page: Page, call: string) => ((await (await page.request.get('/__fixture/calls')).json()) as { call: string; body: unknown }[]).filter((c) => c.call === call);

test('by mouse: the plus button changes a quantity, totals come from the server, the change is announced', async ({ page }) => {
  await openCart(page);
  await expect(toPay(page)).toHaveText('3 731,45 zł');
  await line(page, 'Kuchenka gazowa Żubr').getByRole('button', { name: 'Zwiększ ilość: Kuchenka gazowa Żubr' }).click();
  await expect(amount(page, 'Kuchenka gazowa Żubr')).toHaveValue('3');
  await expect(line(page, 'Kuchenka gazowa Żubr').locator('.cart-line__total')).toContainText('495,36 zł');
  await expect(toPay(page)).toHaveText('3 896,57 zł');
  await expect(announcer(page)).toHaveText('Kuchenka gazowa Żubr: ilość 3. Do zapłaty 3 896,57 zł.');
  await expect(miniCart(page)).toHaveText('5 produktów');
  expect((await calls(page, 'cartAmount')).map((c) => c.body)).toEqual([{ lineId: 2, amount: 3 }]);
  await page.reload();
  await expect(amount(page, 'Kuchenka gazowa Żubr')).toHaveValue('3');
});

test('by mouse: "Usuń" removes a line and the totals follow', async ({ page }) => {
  await openCart(page);
  await line(page, 'Namiot Żubr').getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }).click();
  await expect(line(page, 'Namiot Żubr')).toHaveCount(0);
  await expect(toPay(page)).toHaveText('1 832,45 zł');
  await expect(announcer(page)).toHaveText('Usunięto z koszyka: Namiot Żubr. Do zapłaty 1 832,45 zł.');
  await expect(miniCart(page)).toHaveText('3 produkty');
});

test('by keyboard: type a quantity and press Enter, step it with the arrow keys, remove a line and land on the next', async ({ page }) => {
  await openCart(page);
  const field = amount(page, 'Namiot Żubr');
  await field.focus();
  await field.fill('4');
  await page.keyboard.press('Enter');
  await expect(toPay(page)).toHaveText('9 428,45 zł');
  await expect(field).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(toPay(page)).toHaveText('7 529,45 zł');
  await expect(announcer(page)).toHaveText('Namiot Żubr: ilość 3. Do zapłaty 7 529,45 zł.');
  // Tab: past "+" and "Zmień" to "Usuń".
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(line(page, 'Namiot Żubr').getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line(page, 'Namiot Żubr')).toHaveCount(0);
  await expect(amount(page, 'Kuchenka gazowa Żubr')).toBeFocused();
});

test('removing the last line leaves the empty cart, focused and announced', async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
  await addToCart(page, STOVE, 1);
  await page.goto(FIXTURE_PAGES.cart);
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
  await line(page, 'Kuchenka gazowa Żubr').getByRole('button', { name: /^Usuń z koszyka/ }).press('Enter');
  await expect(page.getByText('Twój koszyk jest pusty.')).toBeVisible();
  await expect(page.locator('.cart-empty')).toBeFocused();
  await expect(announcer(page)).toHaveText('Usunięto z koszyka: Kuchenka gazowa Żubr. Koszyk jest pusty.');
  await expect(miniCart(page)).toHaveText('0 produktów');
});

test('by keyboard: choose a delivery point with the arrow keys; the search narrows the list; the choice is kept', async ({ page }) => {
  await openCart(page);
  const group = page.getByRole('group', { name: 'Punkt odbioru' });
  await group.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toHaveText('Wybrano punkt odbioru: Warszawa, ul. Marszałkowska 104 (paczkomat WAW104M).');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.cart-chosen-point')).toHaveText('Odbiór: Kraków, ul. Floriańska 12 (punkt odbioru)');
  await expect(announcer(page)).toHaveText('Wybrano punkt odbioru: Kraków, ul. Floriańska 12 (punkt odbioru).');

  const search = page.getByRole('searchbox', { name: 'Szukaj punktu (miasto, ulica)' });
  await search.focus();
  await page.keyboard.type('lodz');
  await expect(group.getByRole('radio')).toHaveCount(2);
  await expect(group.getByRole('radio', { name: /Łódź/ })).toBeVisible();
  await expect(group.getByRole('radio', { name: /Kraków/ })).toBeChecked();
  await expect(page.locator('[data-delivery-count]')).toHaveText('2 punkty z 8');
  await expect(announcer(page)).toHaveText('Punkty odbioru: 2 punkty z 8');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio', { name: /Kraków/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.cart-chosen-point')).toHaveText('Odbiór: Łódź, ul. Piotrkowska 120 (punkt odbioru)');
  await page.reload();
  await expect(page.getByRole('radio', { name: /Łódź/ })).toBeChecked();
});

test('a failed quantity change keeps the cart as it was and says so', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "cart-page".*cartAmount: HTTP 500/);
  expectConsoleError(/status of 500/);
  await openCart(page);
  await page.request.post('/__fixture/faults', { data: { call: 'cartAmount', status: 500, times: 1 } });
  await amount(page, 'Kuchenka gazowa Żubr').fill('5');
  await amount(page, 'Kuchenka gazowa Żubr').press('Enter');
  const problem = 'Nie udało się zmienić ilości produktu Kuchenka gazowa Żubr. Koszyk się nie zmienił, spróbuj ponownie.';
  await expect(line(page, 'Kuchenka gazowa Żubr').locator('.cart-problem')).toHaveText(problem);
  await expect(announcer(page)).toHaveText(problem);
  await expect(amount(page, 'Kuchenka gazowa Żubr')).toHaveValue('2');
  await expect(toPay(page)).toHaveText('3 731,45 zł');
  // It works again once the server does, and the note goes.
  await amount(page, 'Kuchenka gazowa Żubr').fill('5');
  await amount(page, 'Kuchenka gazowa Żubr').press('Enter');
  await expect(toPay(page)).toHaveText('4 226,81 zł');
  await expect(line(page, 'Kuchenka gazowa Żubr').locator('.cart-problem')).toHaveCount(0);
});

test('a failed removal or delivery point keeps the cart as it was and says so', async ({ page, expectConsoleError }) => {
  expectConsoleError(/cartRemove: answer has wrong shape/);
  expectConsoleError(/cartDeliveryPoint: HTTP 503/);
  expectConsoleError(/status of 503/);
  await openCart(page);
  await page.request.post('/__fixture/faults', { data: { call: 'cartRemove', body: 'wrong-shape', times: 1 } });
  await line(page, 'Namiot Żubr').getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }).click();
  await expect(line(page, 'Namiot Żubr').locator('.cart-problem')).toHaveText('Nie udało się usunąć produktu Namiot Żubr z koszyka. Koszyk się nie zmienił, spróbuj ponownie.');
  await expect(page.locator('.cart-line')).toHaveCount(3);

  await page.request.post('/__fixture/faults', { data: { call: 'cartDeliveryPoint', status: 503, times: 1 } });
  await page.getByRole('radio', { name: /Gdańsk/ }).click();
  const problem = 'Nie udało się zapisać punktu odbioru. Wybór się nie zmienił, spróbuj ponownie.';
  await expect(page.locator('#delivery-form .cart-problem')).toHaveText(problem);
  await expect(announcer(page)).toHaveText(problem);
  await expect(page.getByRole('radio', { name: /Gdańsk/ })).not.toBeChecked();
  await expect(page.locator('.cart-chosen-point')).toHaveText('Nie wybrano punktu odbioru.');
});

test('a newer quantity aborts the older request; buttons are locked while a removal is in flight', async ({ page }) => {
  await openCart(page);
  await page.request.post('/__fixture/faults', { data: { call: 'cartAmount', delayMs: 1500, times: 1 } });
  const aborted: string[] = [];
  page.on('requestfailed', (request) => aborted.push(`${request.url()} ${request.failure()?.errorText}`));
  const plus = line(page, 'Namiot Żubr').getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' });
  await plus.click();
  await expect(line(page, 'Namiot Żubr').getByRole('button', { name: 'Zmień' })).toHaveAttribute('aria-disabled', 'true');
  await plus.click();
  await expect(toPay(page)).toHaveText('7 529,45 zł');
  await expect(amount(page, 'Namiot Żubr')).toHaveValue('3');
  expect(aborted).toEqual([expect.stringMatching(/\/koszyk\/zmien net::ERR_ABORTED/)]);
  await expect(line(page, 'Namiot Żubr').getByRole('button', { name: 'Zmień' })).not.toHaveAttribute('aria-disabled');

  await page.request.post('/__fixture/faults', { data: { call: 'cartRemove', delayMs: 1000, times: 1 } });
  const remove = line(page, 'Namiot Żubr').getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line(page, 'Namiot Żubr')).toHaveCount(0);
  expect(await calls(page, 'cartRemove')).toHaveLength(1);
});

test('axe finds no violation on the live cart, with a failure note shown', async ({ page, expectConsoleError }) => {
  expectConsoleError(/cartAmount: HTTP 500/);
  expectConsoleError(/status of 500/);
  await openCart(page);
  await line(page, 'Namiot Żubr').getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }).click();
  await expect(amount(page, 'Namiot Żubr')).toHaveValue('2');
  await page.request.post('/__fixture/faults', { data: { call: 'cartAmount', status: 500, times: 1 } });
  await line(page, 'Kuchenka gazowa Żubr').getByRole('button', { name: 'Zwiększ ilość: Kuchenka gazowa Żubr' }).click();
  await expect(page.locator('.cart-problem')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj punktu (miasto, ulica)' }).fill('krak');
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript every command is a form post that comes back to the cart', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.mainpage);
  await addToCart(page, TENT, 1);
  await addToCart(page, STOVE, 2);
  await page.goto(FIXTURE_PAGES.cart);
  await amount(page, 'Kuchenka gazowa Żubr').fill('3');
  await line(page, 'Kuchenka gazowa Żubr').getByRole('button', { name: 'Zmień' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(toPay(page)).toHaveText('2 394,36 zł');
  await line(page, 'Namiot Żubr').getByRole('button', { name: /^Usuń/ }).click();
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Szukaj punktu (miasto, ulica)' }).fill('poznan');
  await page.getByRole('button', { name: 'Szukaj punktu' }).click();
  await expect(page).toHaveURL(/\/koszyk\?punkt=poznan$/);
  await expect(page.getByRole('radio')).toHaveCount(1);
  await page.getByRole('radio', { name: /Poznań/ }).check();
  await page.getByRole('button', { name: 'Zapisz punkt odbioru' }).click();
  await expect(page.locator('.cart-chosen-point')).toHaveText('Odbiór: Poznań, ul. Półwiejska 42 (paczkomat POZ42P)');
  await context.close();
});
