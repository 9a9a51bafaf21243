import { axeViolations } from './axe-violations';
import { announcer, callsOf, choose, fault, JACKET, SLEEPING_BAG } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

const THANKS = 'Dziękujemy! Powiadomimy Cię e-mailem, gdy produkt będzie dostępny.';
const FAILURE = 'Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później.';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const trigger = (page: import('@playwright/test').Page) => page.getByRole('link', { name: 'Powiadom mnie o dostępności' });

test('an unavailable product by keyboard: the e-mail is checked, the captcha solved, the answer shown', async ({ page }) => {
  await page.goto(SLEEPING_BAG);
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Powiadom o dostępności' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SLEEPING_BAG}$`));
  const email = dialog.getByRole('textbox', { name: 'Twój e-mail' });
  const send = dialog.getByRole('button', { name: 'Powiadom mnie' });
  // Solve the stand-in captcha first: the button waits for it.
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
  await page.keyboard.press('Space');
  await expect(send).toBeEnabled();

  await send.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Podaj adres e-mail.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Podaj adres e-mail.');
  await expect(email).toBeFocused();
  await page.keyboard.type('anna@');
  await page.keyboard.press('Enter');
  await expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan@example.pl.');
  expect(await callsOf(page, 'availability')).toEqual([]);

  await page.keyboard.type('example.pl');
  await expect(email).not.toHaveAttribute('aria-invalid', /.*/);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await expect(announcer(page)).toHaveText(THANKS);
  const [call] = await callsOf(page, 'availability');
  expect(call!.body).toEqual({ email: 'anna@example.pl', recaptcha: expect.stringMatching(/^fake-token-/), optionId: -1 });
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
});

test('an unavailable variant (S + Czarny) by mouse: the form asks about that variant', async ({ page }) => {
  await page.goto(JACKET);
  await choose(page, 'S');
  await choose(page, 'Czarny');
  await trigger(page).click();
  const dialog = page.getByRole('dialog', { name: 'Powiadom o dostępności' });
  await expect(dialog.getByRole('combobox', { name: 'Wariant' })).toHaveValue('10001');
  await dialog.getByRole('textbox', { name: 'Twój e-mail' }).fill('piotr@example.pl');
  await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(dialog.getByText(THANKS)).toBeVisible();
  const [call] = await callsOf(page, 'availability');
  expect(call!.body).toEqual({ email: 'piotr@example.pl', recaptcha: '', optionId: 10001 });
});

test('a failed call closes the modal and the failure is shown and announced; the form comes back filled in', async ({ page, expectConsoleError }) => {
  expectConsoleError(/availability-notice.*could not subscribe/);
  expectConsoleError(/Failed to load resource.*503/);
  await page.goto(JACKET);
  await fault(page, { call: 'availability', status: 503, times: 1 });
  await trigger(page).click();
  const dialog = page.getByRole('dialog', { name: 'Powiadom o dostępności' });
  await dialog.getByRole('textbox', { name: 'Twój e-mail' }).fill('ola@example.pl');
  await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(page.locator('#availability-notice .form-error')).toHaveText(FAILURE);
  await expect(announcer(page)).toHaveText(FAILURE);
  await expect(trigger(page)).toBeFocused();
  // Nothing typed is lost: the next opening shows the same form, and it goes through this time.
  await trigger(page).click();
  await expect(dialog.getByRole('textbox', { name: 'Twój e-mail' })).toHaveValue('ola@example.pl');
  await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(dialog.getByText(/Dziękujemy/)).toBeFocused();
});

test('axe finds no violation with the availability modal open (captcha and an invalid e-mail shown)', async ({ page }) => {
  await page.goto(SLEEPING_BAG);
  await trigger(page).click();
  const dialog = page.getByRole('dialog', { name: 'Powiadom o dostępności' });
  await expect(dialog.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Nie jestem robotem' }).check();
  await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(dialog.getByText('Podaj adres e-mail.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript the link leads to a page with the same form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(SLEEPING_BAG);
  await page.getByRole('link', { name: 'Powiadom mnie o dostępności' }).click();
  await expect(page).toHaveURL(/\/powiadom-o-dostepnosci\?produkt=4$/);
  await page.getByRole('textbox', { name: 'Twój e-mail' }).fill('jan@example.pl');
  await page.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  await context.close();
});
