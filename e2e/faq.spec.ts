import type { Page } from '@playwright/test';
import { acceptCookies, expect, FIXTURE_PAGES, islandsSettled, test } from './test';
import { expectOpen } from './disclosure-open';

const item = (page: Page, n: number) => page.locator(`#faq-${n}`);
const summary = (page: Page, n: number) => item(page, n).locator('summary');
const hash = (page: Page) => page.evaluate(() => location.hash);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('by mouse: an item opens and sets faq#{id}, opening another closes the first, closing clears the fragment', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.faq);
  await islandsSettled(page);
  const entries = await page.evaluate(() => history.length);
  await summary(page, 3).click();
  await expect(item(page, 3)).toHaveAttribute('open', '');
  await expectOpen(summary(page, 3), true);
  await expect.poll(() => hash(page)).toBe('#faq-3');
  expect(new URL(page.url()).pathname).toBe('/faq');

  await summary(page, 5).click();
  await expect(item(page, 5)).toHaveAttribute('open', '');
  await expect(item(page, 3)).not.toHaveAttribute('open');
  await expectOpen(summary(page, 3), false);
  await expect.poll(() => hash(page)).toBe('#faq-5');
  // A click elsewhere on the page does not fold the answer being read.
  await page.locator('main h1').click();
  await expect(item(page, 5)).toHaveAttribute('open', '');

  await summary(page, 5).click();
  await expect(item(page, 5)).not.toHaveAttribute('open');
  await expect.poll(() => hash(page)).toBe('');
  // Opening answers replaces the history entry instead of piling them up.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('by keyboard: Enter opens and sets the fragment, Escape closes and clears it', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.faq);
  await summary(page, 1).focus();
  await page.keyboard.press('Tab');
  await expect(summary(page, 2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item(page, 2)).toHaveAttribute('open', '');
  await expect.poll(() => hash(page)).toBe('#faq-2');
  await page.keyboard.press('Escape');
  await expect(item(page, 2)).not.toHaveAttribute('open');
  await expect(summary(page, 2)).toBeFocused();
  await expect.poll(() => hash(page)).toBe('');
});

test('a deep link to faq#{id} opens that item, scrolls to it and puts focus on its question', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto(`${FIXTURE_PAGES.faq}#faq-9`);
  await expect(item(page, 9)).toHaveAttribute('open', '');
  await expect(item(page, 9).getByText('Reklamacje rozpatrujemy w ciągu 14 dni')).toBeVisible();
  await expect(summary(page, 9)).toBeFocused();
  await expect(summary(page, 9)).toBeInViewport();
  await expectOpen(summary(page, 9), true);
  await expect(page.locator('main details[open]')).toHaveCount(1);
  // The first Enter closes it again, as on any other item.
  await page.keyboard.press('Enter');
  await expect(item(page, 9)).not.toHaveAttribute('open');
});

test('a hashchange (an in-page link, or the address edited) opens the named item', async ({ page }) => {
  await page.goto(`${FIXTURE_PAGES.faq}#faq-6`);
  await expect(item(page, 6)).toHaveAttribute('open', '');
  await item(page, 6).getByRole('link', { name: 'Jakie formy płatności akceptujecie?' }).click();
  await expect(item(page, 5)).toHaveAttribute('open', '');
  await expect(item(page, 6)).not.toHaveAttribute('open');
  await expect(summary(page, 5)).toBeFocused();
  expect(await hash(page)).toBe('#faq-5');

  await page.evaluate(() => (location.hash = '#faq-2'));
  await expect(item(page, 2)).toHaveAttribute('open', '');
  await expect(summary(page, 2)).toBeFocused();
  // A fragment naming something else leaves the items alone.
  await page.evaluate(() => (location.hash = '#nie-ma'));
  await expect(item(page, 2)).toHaveAttribute('open', '');
});
