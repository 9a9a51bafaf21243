/**
 * The sticky add-to-cart bar (issue 40), in both fixture themes: hidden and out of Tab's reach while the form's button
 * is on screen, shown once it has scrolled out above, adding through the form's own flow (one AddCart for a double
 * click), taking the shopper to the options when one is missing, by mouse and by keyboard; axe with the bar shown.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { callsOf } from './detail-helpers';
import { T2 } from './fixture-pages';
import { acceptCookies, expect, test } from './test';

const THEMES = [
  { theme: 'theme 1', prefix: '', bar: 'Szybki zakup', button: 'Dodaj do koszyka', added: 'Dodano do koszyka', missing: 'Proszę wybrać opcję produktu', shot: '/tmp/sticky-theme1.png' },
  { theme: 'theme 2', prefix: T2, bar: 'Kup bez przewijania', button: 'Do koszyka', added: 'Jest w koszyku', missing: 'Wybierz rozmiar i kolor', shot: '/tmp/sticky-theme2.png' },
] as const;

const TENT = '/produkt/3-namiot-zubr';
const MUG = '/produkt/5-kubek-termiczny-jez';
const SLEEPING_BAG = '/produkt/4-spiwor-puchowy-sokol';

const hook = (page: Page) => page.locator('[data-island="sticky-add-to-cart"]');
const barOf = (page: Page, name: string) => page.getByRole('region', { name });
const barButtonOf = (page: Page, theme: (typeof THEMES)[number]) => barOf(page, theme.bar).getByRole('button', { name: theme.button });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(hook(page)).toHaveAttribute('data-island-state', 'mounted');
}

/** Scrolls to the end of the page: the form's button leaves the window through its top. */
const scrollDown = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

// The tent's page, once its tabs are drawn, scrolls its button out of a 900 px window by a few pixels only.
const WINDOW = { width: 1280, height: 600 };
test.use({ viewport: WINDOW });

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.includes('cookie notice')) await acceptCookies(page);
});

for (const theme of THEMES) {
  test.describe(`sticky add-to-cart bar, ${theme.theme}`, () => {
    test('hidden and out of Tab\'s reach while the form\'s button shows; shown once it scrolled out above, gone when it returns; axe finds nothing', async ({ page }) => {
      await open(page, theme.prefix + MUG);
      // A window as tall as the page: the button never leaves it, so a walk with Tab over the whole page keeps the bar hidden.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: WINDOW.width, height: height + 200 });
      await expect(barOf(page, theme.bar)).toHaveCount(0);
      const reached = await tabThroughPage(page);
      expect(reached.total).toBeGreaterThan(10);
      expect(reached.inBar).toBe(0);

      await page.setViewportSize(WINDOW);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(barOf(page, theme.bar)).toHaveCount(0);
      await scrollDown(page);
      await expect(barOf(page, theme.bar)).toBeVisible();
      await expect(barOf(page, theme.bar)).toContainText('Kubek termiczny Jeż');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: theme.shot });
      await page.locator('#add-to-cart-button').scrollIntoViewIfNeeded();
      await expect(barOf(page, theme.bar)).toHaveCount(0);
    });

    test('by mouse, a product without options: a double click on the bar sends one AddCart and confirms', async ({ page }) => {
      await open(page, theme.prefix + TENT);
      await scrollDown(page);
      await barButtonOf(page, theme).dblclick();
      await expect(page.getByRole('dialog', { name: theme.added })).toBeVisible();
      const calls = await callsOf(page, 'AddCart');
      expect(calls.map((call) => call.body)).toEqual([{ request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } }]);
      // The pop-up is open: the bar keeps off it.
      await expect(barOf(page, theme.bar)).toHaveCount(0);
    });

    test('by keyboard, a product with options and none chosen: nothing is sent, the options come into view, the first is focused, the form says what is missing', async ({ page }) => {
      await open(page, theme.prefix + MUG);
      await scrollDown(page);
      await barButtonOf(page, theme).focus();
      await page.keyboard.press('Enter');
      const options = page.locator('[data-island="product-options"][data-product-id="5"]');
      await expect(options.locator('input[type="radio"]').first()).toBeFocused();
      await expect(options).toBeInViewport();
      await expect(page.locator('form[data-island="add-to-cart"] [role="alert"]')).toHaveText(theme.missing);
      expect(await callsOf(page, 'AddCart')).toEqual([]);
    });

    test('by keyboard, Space on the bar\'s button adds a product without options', async ({ page }) => {
      await open(page, theme.prefix + TENT);
      await scrollDown(page);
      await barButtonOf(page, theme).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('dialog', { name: theme.added })).toBeVisible();
      expect(await callsOf(page, 'AddCart')).toHaveLength(1);
      // Closed, the pop-up gives focus to the form's button, on screen again: the bar, which held focus before, goes.
      await page.keyboard.press('Escape');
      await expect(page.locator('#add-to-cart-button')).toBeFocused();
      await expect(barOf(page, theme.bar)).toHaveCount(0);
    });

    test('showing and hiding the bar shifts nothing; under reduced motion it does not slide', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, theme.prefix + MUG);
      const bar = barOf(page, theme.bar);
      // Once down and back first: the islands that wake when scrolled to (the tabs) have settled what they shift.
      await scrollDown(page);
      await expect(bar).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveCount(0);
      await expect(page.locator('[data-island-state="loading"], [data-island-state="waiting"][data-island="tabs"]')).toHaveCount(0);
      const before = await layoutShifts(page);
      await scrollDown(page);
      await expect(bar).toBeVisible();
      expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveCount(0);
      expect(await layoutShifts(page)).toEqual(before);
    });

    test('it never covers the cookie notice: hidden while the notice shows, shown once it is closed', async ({ page }) => {
      await open(page, theme.prefix + MUG);
      const notice = page.locator('.sf-cookie-notice');
      await expect(notice).toBeVisible();
      await scrollDown(page);
      // Scrolled past the button: only the notice stands in the bar's way.
      await expect(page.locator('#add-to-cart-button')).not.toBeInViewport();
      await expect(barOf(page, theme.bar)).toHaveCount(0);
      await notice.getByRole('button').click();
      await expect(barOf(page, theme.bar)).toBeVisible();
    });

    test('a product whose cart is disabled: the bar\'s button is disabled and says why', async ({ page }) => {
      await open(page, theme.prefix + SLEEPING_BAG);
      await scrollDown(page);
      const button = barButtonOf(page, theme);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/niedostępny/i);
    });
  });
}

/** Presses Tab until focus comes round to where it started (at most 400 times): how many stops, how many in the bar. */
async function tabThroughPage(page: Page): Promise<{ total: number; inBar: number }> {
  let total = 0;
  let inBar = 0;
  for (; total < 400; total += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      return { none: !focused || focused === document.body, inBar: !!focused?.closest('[data-sticky-bar]') };
    });
    if (where.none && total > 0) break;
    if (where.inBar) inBar += 1;
  }
  return { total, inBar };
}
