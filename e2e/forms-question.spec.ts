import type { Page } from '@playwright/test';
import { insertMarkup } from './insert-markup';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, FIXTURE_PAGES, islandsSettled, test } from './test';

const PRODUCT = '/produkt/3-namiot-zubr';
const SEND_FAILED = 'Nie udało się wysłać wiadomości. Wpisane dane są zachowane: spróbuj ponownie za chwilę.';

interface LoggedCall {
  call: string;
  body: { fields: { name: string; type: string; value: string }[]; recaptcha: string } | null;
}
const calls = async (page: Page, name: string): Promise<LoggedCall[]> =>
  ((await (await page.request.get('/__fixture/calls')).json()) as LoggedCall[]).filter((c) => c.call === name);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

async function openProductForm(page: Page) {
  await page.goto(PRODUCT);
  await page.getByRole('tab', { name: 'Opinie' }).click();
  await page.getByRole('link', { name: 'Zadaj pytanie o ten produkt' }).click();
  return page.getByRole('dialog', { name: 'Zadaj pytanie o ten produkt' });
}

test('product question by mouse: loading indicator, Polish messages by the fields, a sent form and the answer as a second pop-up', async ({ page }) => {
  await page.goto(PRODUCT);
  await page.request.post('/__fixture/faults', { data: { call: 'FetchQuestionFormTemplate', delayMs: 600, times: 1 } });
  await page.getByRole('tab', { name: 'Opinie' }).click();
  const trigger = page.getByRole('link', { name: 'Zadaj pytanie o ten produkt' });
  await trigger.click();
  await expect(page.locator('.sf-loading')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Zadaj pytanie o ten produkt' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.sf-loading')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
  expect((await calls(page, 'FetchQuestionFormTemplate')).map((c) => c.body)).toEqual([{ type: 1, id: 3 }]);
  await expect(dialog.getByText('Pytanie o produkt: Namiot Żubr')).toBeVisible();
  // This form has no captcha: the button works at once.
  await expect(dialog.getByRole('button', { name: 'Wyślij' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  const name = dialog.getByLabel('Imię i nazwisko');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('To pole jest wymagane.');
  await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription('To pole jest wymagane.');
  expect(await calls(page, 'SendQuestionForm')).toEqual([]);

  await name.fill('Jan Łoś');
  await dialog.getByLabel('E-mail').fill('jan@');
  await dialog.getByLabel('Telefon (opcjonalnie)').fill('600 700 800');
  await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(name.locator('xpath=..')).toHaveClass(/is-valid/);
  await expect(name.locator('xpath=..')).toHaveClass(/is-filled/);
  await dialog.getByLabel('E-mail').fill('jan@example.pl');
  await dialog.getByLabel('Wiadomość').fill('Za krótko');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(dialog.getByLabel('Wiadomość')).toHaveAccessibleDescription('Wpisz co najmniej 10 znaków (teraz: 9).');
  await dialog.getByLabel('Wiadomość').fill('Czy namiot jest wodoodporny?');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();

  const response = page.getByRole('dialog', { name: 'Wiadomość wysłana' });
  await expect(response).toBeVisible();
  await expect(response).toHaveAccessibleDescription('Dziękujemy, Jan Łoś! Odpowiemy wkrótce.');
  await expect(page.locator('dialog')).toHaveCount(1);
  const sent = await calls(page, 'SendQuestionForm');
  expect(sent.map((c) => c.body)).toEqual([
    {
      fields: [
        { name: 'formType', type: 'hidden', value: '1' },
        { name: 'productId', type: 'hidden', value: '3' },
        { name: 'name', type: 'text', value: 'Jan Łoś' },
        { name: 'email', type: 'email', value: 'jan@example.pl' },
        { name: 'phone', type: 'tel', value: '600 700 800' },
        { name: 'message', type: 'textarea', value: 'Czy namiot jest wodoodporny?' },
      ],
      recaptcha: '',
    },
  ]);
  await response.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('contact form with the captcha by keyboard: loaded on demand, buttons disabled until solved and after expiry, reset after sending', async ({ page }) => {
  const captchaScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('fake-recaptcha.js')) captchaScripts.push(request.url());
  });
  await page.goto(FIXTURE_PAGES.faq);
  await islandsSettled(page);
  expect(captchaScripts).toEqual([]);

  const trigger = page.getByRole('link', { name: 'Napisz do nas' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Wyślij' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Zaznacz pole „Nie jestem robotem”, aby wysłać formularz.');
  const robot = dialog.getByRole('checkbox', { name: 'Nie jestem robotem' });
  await expect(robot).toBeVisible();
  expect(captchaScripts).toHaveLength(1);
  expect(new URL(captchaScripts[0]!).searchParams.get('render')).toBe('explicit');

  // Tab from the close button through the fields, typing as a shopper would.
  await expect(dialog.getByRole('button', { name: 'Zamknij' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Anna Żubr');
  await page.keyboard.press('Tab');
  await page.keyboard.type('anna@example.pl');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Czy mogę odebrać zamówienie w sklepie?');
  await page.keyboard.press('Tab');
  await expect(robot).toBeFocused();
  await page.keyboard.press('Space');
  await expect(send).toBeEnabled();
  await expect(dialog.getByText('Zaznacz pole „Nie jestem robotem”, aby wysłać formularz.')).toBeHidden();
  // Unticking stands in for an expired token: the button is disabled again.
  await page.keyboard.press('Space');
  await expect(send).toBeDisabled();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');

  const response = page.getByRole('dialog', { name: 'Wiadomość wysłana' });
  await expect(response).toHaveAccessibleDescription('Dziękujemy, Anna Żubr! Odpowiemy wkrótce.');
  const [sent] = await calls(page, 'SendQuestionForm');
  expect(sent!.body!.recaptcha).toMatch(/^fake-token-/);
  expect(sent!.body!.fields.map((f) => f.name)).toEqual(['formType', 'name', 'email', 'phone', 'message']);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // A new form starts empty and unsolved, and the provider script is not loaded twice.
  await page.keyboard.press('Enter');
  await expect(robot).toBeVisible();
  await expect(robot).not.toBeChecked();
  await expect(send).toBeDisabled();
  await expect(dialog.getByLabel('Imię i nazwisko')).toHaveValue('');
  expect(captchaScripts).toHaveLength(1);
});

test('a failed send brings the form back filled in, says so, and the captcha must be solved again', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "question-form".*could not send the question form.*HTTP 500/);
  expectConsoleError(/status of 500/);
  await page.goto(FIXTURE_PAGES.faq);
  await page.getByRole('link', { name: 'Napisz do nas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  await dialog.getByLabel('Imię i nazwisko').fill('Anna Żubr');
  await dialog.getByLabel('E-mail').fill('anna@example.pl');
  await dialog.getByLabel('Wiadomość').fill('Proszę o kontakt w sprawie zwrotu.');
  await dialog.getByRole('checkbox', { name: 'Nie jestem robotem' }).check();
  await page.request.post('/__fixture/faults', { data: { call: 'SendQuestionForm', status: 500, times: 1 } });
  await dialog.getByRole('button', { name: 'Wyślij' }).click();

  await expect(dialog).toHaveAccessibleDescription(SEND_FAILED);
  await expect(dialog.getByText(SEND_FAILED)).toBeVisible();
  await expect(page.locator('[data-sf-announcer]')).toHaveText(SEND_FAILED);
  await expect(page.locator('.sf-loading')).toBeHidden();
  await expect(dialog.getByLabel('Imię i nazwisko')).toHaveValue('Anna Żubr');
  await expect(dialog.getByLabel('Wiadomość')).toHaveValue('Proszę o kontakt w sprawie zwrotu.');
  await expect(dialog.getByRole('checkbox', { name: 'Nie jestem robotem' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Wyślij' })).toBeDisabled();

  await dialog.getByRole('checkbox', { name: 'Nie jestem robotem' }).check();
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByRole('dialog', { name: 'Wiadomość wysłana' })).toBeVisible();
  expect(await calls(page, 'SendQuestionForm')).toHaveLength(2);
});

test('a form that cannot be loaded is reported, the indicator hides and a pop-up offers the form page', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "question-form".*could not load the question form.*HTTP 500/);
  expectConsoleError(/status of 500/);
  await page.goto(FIXTURE_PAGES.faq);
  await page.request.post('/__fixture/faults', { data: { call: 'FetchQuestionFormTemplate', status: 500, times: 1 } });
  await page.getByRole('link', { name: 'Napisz do nas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  await expect(dialog).toHaveAccessibleDescription('Nie udało się wczytać formularza. Spróbuj ponownie za chwilę.');
  await expect(page.locator('.sf-loading')).toBeHidden();
  await dialog.getByRole('link', { name: 'Otwórz formularz na osobnej stronie' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { name: 'Kontakt', level: 1 })).toBeVisible();
});

test('the server message is shown as text, never as markup', async ({ page }) => {
  const hostile = '<img src=x onerror="window.pwned=1">';
  await openProductForm(page);
  const dialog = page.getByRole('dialog', { name: 'Zadaj pytanie o ten produkt' });
  await dialog.getByLabel('Imię i nazwisko').fill(hostile);
  await dialog.getByLabel('E-mail').fill('jan@example.pl');
  await dialog.getByLabel('Wiadomość').fill('Czy namiot jest wodoodporny?');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  const response = page.getByRole('dialog', { name: 'Wiadomość wysłana' });
  await expect(response.locator('.question-form__response')).toHaveText(`Dziękujemy, ${hostile}! Odpowiemy wkrótce.`);
  await expect(response.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('a trigger with a non-numeric form type is named in one error and stays a plain link', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "question-form" on <a#broken-trigger.*data-form-type="pytanie" is not a valid integer/);
  await page.goto(FIXTURE_PAGES.faq);
  await insertMarkup(page, 'main', 'append', [
    { tag: 'a', attrs: { id: 'broken-trigger', href: '/kontakt', 'data-island': 'question-form', 'data-form-type': 'pytanie' }, text: 'Zepsuty' },
  ]);
  const broken = page.locator('#broken-trigger');
  // Attributes are checked when the hook wakes: this one's at a touch.
  await broken.hover();
  await expect(broken).toHaveAttribute('data-island-state', 'invalid');
  await broken.click();
  await expect(page).toHaveURL(/\/kontakt$/);
  expect(await calls(page, 'FetchQuestionFormTemplate')).toEqual([]);
});

test('axe finds no violation with the question form open, its captcha rendered and an error showing', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.faq);
  await page.getByRole('link', { name: 'Napisz do nas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  await expect(dialog.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
  await dialog.getByLabel('E-mail').fill('zly-adres');
  await dialog.getByLabel('E-mail').blur();
  await expect(dialog.locator('.field-error')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
