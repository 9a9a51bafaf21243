/** The pop-up forms with the stand-in captcha: the contact question form and the availability notice. */
import { equal, match } from 'node:assert/strict';
import { focusOn, type Driver } from '../driver';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';

/** True once the open dialog's submit button is enabled (the captcha solved). */
const sendEnabled = (driver: Driver) =>
  waitFor(driver, 'the send button enabled', () => {
    const button = document.querySelector('dialog[open] button[type="submit"]') as HTMLButtonElement | null;
    return button !== null && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
  });

/** Focuses the stand-in captcha's checkbox in the open dialog and ticks it with Space. */
async function solveCaptcha(driver: Driver): Promise<void> {
  await waitFor(driver, 'the stand-in captcha', () => document.querySelector('dialog[open] input[type="checkbox"]') !== null);
  await driver.evaluate(() => (document.querySelector('dialog[open] input[type="checkbox"]') as HTMLElement).focus());
  await driver.press('Space');
  await sendEnabled(driver);
}


const contactForm: Journey = {
  name: 'forms: contact question form by keyboard with the stand-in captcha',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/faq');
    await focusOn(driver, 'a[data-island="question-form"]');
    await driver.press('Enter');
    await waitFor(driver, 'the form in a dialog', () => document.querySelector('dialog[open] form') !== null);
    await focusOn(driver, 'dialog[open] input[name="name"]');
    await driver.type('Anna Żubr');
    await focusOn(driver, 'dialog[open] input[name="email"]');
    await driver.type('anna@example.pl');
    await focusOn(driver, 'dialog[open] textarea');
    await driver.type('Czy mogę odebrać zamówienie w sklepie?');
    await solveCaptcha(driver);
    await focusOn(driver, 'dialog[open] button[type="submit"]');
    await driver.press('Enter');
    await waitFor(driver, 'the thank-you pop-up', () => document.querySelector('dialog[open]')?.textContent?.includes('Dziękujemy, Anna Żubr! Odpowiemy wkrótce.'));
    const [sent] = await callsOf(driver, 'SendQuestionForm');
    match(String((sent?.body as { recaptcha?: string }).recaptcha), /^fake-token-/);
    await driver.press('Escape');
    await waitFor(driver, 'the dialogs closed, focus back on the trigger', () => document.querySelector('dialog') === null && document.activeElement?.matches('a[data-island="question-form"]'));
  },
};

const availabilityNotice: Journey = {
  name: 'forms: availability notice by keyboard with the stand-in captcha',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/produkt/4-spiwor-puchowy-sokol');
    await focusOn(driver, 'a[data-island="availability-notice"]');
    await driver.press('Enter');
    await waitFor(driver, 'the notice form in a dialog', () => document.querySelector('dialog[open] input[type="email"]') !== null);
    equal(await driver.evaluate(() => location.pathname), '/produkt/4-spiwor-puchowy-sokol');
    await solveCaptcha(driver);
    await focusOn(driver, 'dialog[open] input[type="email"]');
    await driver.type('anna@example.pl');
    await driver.press('Enter');
    await waitFor(driver, 'the thanks', () => document.querySelector('dialog[open]')?.textContent?.includes('Dziękujemy! Powiadomimy Cię e-mailem'));
    const [call] = await callsOf(driver, 'availability');
    equal((call?.body as { email?: string }).email, 'anna@example.pl');
    await driver.press('Escape');
    await waitFor(driver, 'focus back on the trigger', () => document.querySelector('dialog') === null && document.activeElement?.matches('a[data-island="availability-notice"]'));
  },
};

export const formJourneys: Journey[] = [contactForm, availabilityNotice];
