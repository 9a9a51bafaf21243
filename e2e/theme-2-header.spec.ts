/**
 * Theme 2's header and page foot (fixtures/theme-2/layout.ts): the search suggestions under the dark header whose
 * links are light (`.gx-top a { color: #fff }`), and the cookie notice under the theme's global link colour.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { T2 } from './theme-2-helpers';
import { gx } from './theme-2-messages';
import { acceptCookies, expect, test } from './test';

const listbox = (page: Page) => page.getByRole('listbox', { name: gx('search-suggest.label') });
const notice = (page: Page) => page.getByRole('region', { name: gx('cookie-notice.label') });

test('search suggestions lead to theme 2\'s pages, the search button keeps its icon and hidden word, and axe finds nothing with them open', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(`${T2}/`);
  await page.locator('#gx-q').click();
  await page.keyboard.type('kurtki');
  await expect(listbox(page)).toBeVisible();
  const option = listbox(page).getByRole('group', { name: gx('search-suggest.products') }).getByRole('option').first();
  await expect(option).toHaveAttribute('href', /^\/motyw-2\/produkt\//);
  await expect(page.locator('.gx-search__go > svg.gx-icon--search')).toHaveCount(1);
  await expect(page.locator('.gx-search__go')).toHaveAccessibleName('Znajdź');
  await page.keyboard.press('ArrowDown');
  expect(await axeViolations(page)).toEqual([]);
  const href = await option.getAttribute('href');
  await option.click();
  await expect(page).toHaveURL(href!);
  await expect(page.locator('body')).toHaveClass('gx');
});

test('the cookie notice shows the theme\'s words and link, axe finds nothing with it shown, and "Akceptuję" closes it for good', async ({ page, context }) => {
  await page.goto(`${T2}/`);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('Używamy ciasteczek, żeby sklep działał i pamiętał Twoje wybory.');
  await expect(notice(page).getByRole('link', { name: 'Zasady prywatności' })).toHaveAttribute('href', `${T2}/polityka-prywatnosci`);
  expect(await axeViolations(page)).toEqual([]);
  await notice(page).getByRole('button', { name: 'Akceptuję' }).click();
  await expect(notice(page)).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'cookie_privacy_on')?.value).toBe('1');
  await page.reload();
  await expect(page.locator('[data-island="cookie-notice"]')).toHaveCount(0);
});
