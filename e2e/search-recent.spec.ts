import type { Page } from '@playwright/test';
import { RECENT_SEARCHES_STORAGE_KEY } from '../shared/constants';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/** Recent search phrases (issue 5, item 2). */

const field = (page: Page) => page.locator('#header-search-q');
const recent = (page: Page) => page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' }).getByRole('group', { name: 'Ostatnio wyszukiwane' });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_STORAGE_KEY);

/** Searches from the header by keyboard: the island stores the phrase, the form goes to the results. */
async function search(page: Page, phrase: string): Promise<void> {
  await field(page).fill(phrase);
  // The island wakes on this first touch; remembering needs it awake before Enter.
  await expect(page.getByRole('combobox', { name: 'Szukaj produktów' })).toBeVisible();
  await field(page).press('Enter');
  await expect(page).toHaveURL(`/szukaj?q=${encodeURIComponent(phrase).replace(/%20/g, '+')}`);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.mainpage);
});

test('the sixth phrase removes the oldest; the empty field shows the last five, newest first', async ({ page }) => {
  for (const phrase of ['buty', 'kurtka', 'namiot', 'kubek', 'plecak', 'śpiwór']) await search(page, phrase);
  expect(JSON.parse((await stored(page))!)).toEqual(['śpiwór', 'plecak', 'kubek', 'namiot', 'kurtka']);
  await field(page).fill('');
  await field(page).blur();
  await field(page).focus();
  await expect(recent(page).getByRole('option')).toHaveText(['śpiwór', 'plecak', 'kubek', 'namiot', 'kurtka']);
  await expect(page.getByRole('combobox', { name: 'Szukaj produktów' })).toHaveAttribute('aria-expanded', 'true');
});

test('a phrase of 1 character is not stored, a repeated one moves to the top', async ({ page }) => {
  await search(page, 'buty');
  await search(page, 'namiot');
  await search(page, 'k');
  await search(page, 'buty');
  expect(JSON.parse((await stored(page))!)).toEqual(['buty', 'namiot']);
});

test('by mouse: clicking a recent phrase searches for it again and moves it to the top', async ({ page }) => {
  await search(page, 'buty');
  await search(page, 'namiot');
  await field(page).fill('');
  await page.getByRole('heading', { level: 1 }).click();
  await field(page).click();
  await recent(page).getByRole('option', { name: 'buty' }).click();
  await expect(page).toHaveURL('/szukaj?q=buty');
  expect(JSON.parse((await stored(page))!)).toEqual(['buty', 'namiot']);
});

test('by keyboard: Down on the empty field opens the phrases, Enter searches for the active one', async ({ page }) => {
  await search(page, 'buty');
  await search(page, 'namiot');
  await field(page).fill('');
  await expect(recent(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recent(page)).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(recent(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(recent(page).getByRole('option', { name: 'buty' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/szukaj?q=buty');
});

test('garbage in storage: search works, no history is offered, and a fresh list is started', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, '{"oops": true'), RECENT_SEARCHES_STORAGE_KEY);
  await page.reload();
  await field(page).focus();
  await expect(page.getByRole('combobox', { name: 'Szukaj produktów' })).toHaveAttribute('aria-expanded', 'false');
  await search(page, 'namiot');
  expect(await stored(page)).toBe('["namiot"]');
});

test('storage unavailable: search still works, without history', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.reload();
  await search(page, 'namiot');
  await expect(page.getByRole('heading', { name: /Wyniki wyszukiwania/ })).toBeVisible();
  await field(page).fill('kurtka');
  await expect(page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' })).toBeVisible();
});
