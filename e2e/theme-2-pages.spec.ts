/**
 * Theme 2 (fixtures/theme-2) beyond the shop floor: the cart's amount change, the FAQ folds and the contact question
 * form, the account folds and dropdown, the checkout tabs. Each keeps the theme's words and markup.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { callsOf } from './detail-helpers';
import { cartWithTent, T2 } from './theme-2-helpers';
import { gx } from './theme-2-messages';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const row = (page: Page, name: string) => page.locator('.gx-row').filter({ has: page.getByRole('heading', { name }) });

test('cart: the plus button changes the amount; the row total, the summary and the mini cart come back in theme 2\'s markup', async ({ page }) => {
  await cartWithTent(page);
  await page.goto(`${T2}/koszyk`);
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
  const tent = row(page, 'Namiot Żubr');
  await tent.getByRole('button', { name: 'Dodaj sztukę: Namiot Żubr' }).click();
  await expect(tent.getByRole('spinbutton', { name: 'Sztuk' })).toHaveValue('2');
  await expect(tent.locator('.gx-row__total')).toHaveText('Razem: 3\u00a0798,00\u00a0zł');
  await expect(page.locator('.gx-sum [data-cart-total]')).toHaveText('3\u00a0798,00\u00a0zł');
  await expect(page.locator('.gx-sum th').first()).toHaveText('Wartość produktów (2 szt.)');
  await expect(page.locator('header .gx-bag__count')).toHaveText('2 szt.');
  expect((await callsOf(page, 'cartAmount')).map((c) => c.body)).toEqual([{ lineId: 1, amount: 2 }]);
  // The line's name for the announcement is the theme's heading in the line.
  await expect(page.locator('[data-sf-announcer]')).toHaveText(gx('cart-page.amount-changed', { name: 'Namiot Żubr', amount: 2, total: '3\u00a0798,00\u00a0zł' }));
});

test("cart: removing the last line by keyboard moves focus to theme 2's empty-cart part, whatever its class", async ({ page }) => {
  await cartWithTent(page);
  await page.goto(`${T2}/koszyk`);
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
  await row(page, 'Namiot Żubr').getByRole('button', { name: /^Usuń/ }).press('Enter');
  // Exact: the announcement of the removal ends with the same words once its live region is filled.
  await expect(page.getByText('Koszyk jest pusty.', { exact: true })).toBeVisible();
  await expect(page.locator('.gx-basket-empty')).toBeFocused();
});

test('faq: a question opens in place with its own fragment; its summary keeps the theme\'s icon; a "Więcej" link opens another', async ({ page }) => {
  await page.goto(`${T2}/faq`);
  const third = page.locator('#pytanie-3');
  await third.locator('summary').click();
  await expect(third).toHaveAttribute('open', '');
  await expect(page).toHaveURL(/#pytanie-3$/);
  await expect(third.locator('summary > svg.gx-icon--chevron')).toHaveCount(1);
  await expect(third.locator('summary > span')).toHaveText('Czy mogę zwrócić towar?');
  await third.getByRole('link', { name: 'Czy mogę zmienić zamówienie po złożeniu?' }).click();
  await expect(page.locator('#pytanie-8')).toHaveAttribute('open', '');
  await expect(third).not.toHaveAttribute('open', '');
  await expect(page).toHaveURL(/#pytanie-8$/);
});

test('faq: the contact question form opens in the pop-up, sends with the captcha ticked, and axe finds nothing with it open', async ({ page }) => {
  await page.request.post('/__fixture/reset');
  await page.goto(`${T2}/faq`);
  await page.getByRole('link', { name: 'Formularz kontaktowy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Formularz kontaktowy' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Imię i nazwisko').fill('Anna Żubr');
  await dialog.getByLabel('E-mail').fill('anna@example.pl');
  await dialog.getByLabel('Wiadomość').fill('Czy mogę odebrać zamówienie w sklepie?');
  await dialog.getByRole('checkbox', { name: 'Nie jestem robotem' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByRole('dialog', { name: gx('question-form.sent') })).toHaveAccessibleDescription('Dziękujemy, Anna Żubr! Odpowiemy wkrótce.');
  expect(await callsOf(page, 'SendQuestionForm')).toHaveLength(1);
});

test('account: an order fold and the header dropdown open and close; Escape closes the fold and focus returns to its summary', async ({ page }) => {
  await page.goto(`${T2}/konto/zamowienia`);
  const order = page.locator('#gx-zamowienie-1');
  const summary = order.locator('summary');
  await summary.click();
  await expect(order).toHaveAttribute('open', '');
  await expect(order.locator('.gx-lines li').first()).toBeVisible();
  await expect(summary.locator(':scope > svg.gx-icon--chevron')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(order).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();

  const account = page.locator('.gx-account');
  await account.locator('summary').click();
  await expect(account.getByRole('link', { name: 'Koszyki na później' })).toBeVisible();
  await expect(account.locator('summary > span')).toHaveText('Konto');
  await page.locator('.gx-page-title').click();
  await expect(account).not.toHaveAttribute('open', '');
});

test('checkout: the buyer kinds are tabs named from the headings in the theme\'s panel headers; the company tab shows its form only', async ({ page }) => {
  await page.goto(`${T2}/zamowienie/krok-2`);
  const tablist = page.getByRole('tablist', { name: 'Rodzaj zakupu' });
  await expect(tablist.getByRole('tab')).toHaveText(['Klient indywidualny', 'Firma']);
  await expect(tablist.getByRole('tab', { name: 'Klient indywidualny' })).toHaveAttribute('aria-selected', 'true');
  await tablist.getByRole('tab', { name: 'Firma' }).click();
  const company = page.getByRole('tabpanel', { name: 'Firma' });
  await expect(company.getByLabel('NIP')).toBeVisible();
  await expect(page.locator('#gx-private')).toBeHidden();
  await expect(company.locator(':scope > header.gx-panel__head > h2')).toHaveText('Firma');
  expect(await axeViolations(page)).toEqual([]);
});
