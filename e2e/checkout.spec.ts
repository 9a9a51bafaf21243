import type { Page } from '@playwright/test';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const privateForm = (page: Page) => page.locator('#checkout-private');
const companyBlock = (page: Page) => page.locator('#checkout-company.company-block');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.checkout);
});

test('two WAI-ARIA tabs switch between the private and the company form by mouse', async ({ page }) => {
  await expect(page.getByRole('tablist', { name: 'Kupuję jako' })).toBeVisible();
  await expect(tab(page, 'Osoba prywatna')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Osoba prywatna' })).toBeVisible();
  await expect(companyBlock(page)).toBeHidden();

  await tab(page, 'Firma').click();
  await expect(tab(page, 'Firma')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Osoba prywatna')).toHaveAttribute('aria-selected', 'false');
  await expect(companyBlock(page)).toBeVisible();
  await expect(privateForm(page)).toBeHidden();
  await expect(page.getByRole('tabpanel', { name: 'Firma' }).getByLabel('NIP')).toBeVisible();
  await expect(tab(page, 'Firma')).toHaveAttribute('aria-controls', 'checkout-company');
});

test('by keyboard: arrows move between the tabs, Tab goes into the chosen form', async ({ page }) => {
  await tab(page, 'Osoba prywatna').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Firma')).toBeFocused();
  await expect(companyBlock(page)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Osoba prywatna')).toBeFocused();
  await expect(companyBlock(page)).toBeHidden();
  await page.keyboard.press('End');
  await expect(tab(page, 'Firma')).toBeFocused();
  // One tab stop for the list; then the panel, then its first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Firma' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nazwa firmy')).toBeFocused();
  await page.keyboard.type('Szlakowo sp. z o.o.');
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Szlakowo sp. z o.o.');
});

test('a link to #checkout-company opens on the company tab', async ({ page }) => {
  await page.goto(`${FIXTURE_PAGES.checkout}#checkout-company`);
  await expect(tab(page, 'Firma')).toHaveAttribute('aria-selected', 'true');
  await expect(companyBlock(page)).toBeVisible();
});

test('without JavaScript both forms are on the page and the company order goes through', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.checkout);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Osoba prywatna' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  const company = page.locator('#checkout-company');
  const fields: [string, string][] = [
    ['Nazwa firmy', 'Szlakowo sp. z o.o.'], ['NIP', '1234567890'], ['Imię', 'Anna'], ['Nazwisko', 'Żubr'], ['E-mail', 'anna@example.pl'],
    ['Telefon', '600700800'], ['Ulica i numer', 'Górska 12'], ['Kod pocztowy', '34-500'], ['Miejscowość', 'Zakopane'],
  ];
  // Labels end in an asterisk for required fields.
  for (const [label, value] of fields) await company.getByLabel(new RegExp(`^${label}(\\s|$)`)).fill(value);
  await company.getByLabel('Akceptuję regulamin sklepu').check();
  await company.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy za zamówienie' })).toBeVisible();
  await context.close();
});
