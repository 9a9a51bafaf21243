import type { Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { choose, JACKET } from './detail-helpers';
import { acceptCookies, expect, test } from './test';
import { expectOpen } from './disclosure-open';


test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const slides = (page: import('@playwright/test').Page) => page.locator('#product-gallery .glide__slide');
const activeSlide = (page: import('@playwright/test').Page) => page.locator('#product-gallery .glide__slide[aria-hidden="false"] img');

test.describe('gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(JACKET);
    await expect(page.locator('#product-gallery')).toHaveAttribute('data-island-state', 'mounted');
  });

  test('by mouse: thumbnails and arrows choose the slide', async ({ page }) => {
    await expect(slides(page)).toHaveCount(3);
    await page.locator('.gallery-thumb:visible').nth(2).click();
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-01-a.png');
    await expect(page.locator('.gallery-thumb:visible').nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(new RegExp(`${JACKET}$`));
    await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-03-a.png');
    await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-01-a.png');
  });

  test('by keyboard: the magnifier opens the lightbox, arrows move, Escape closes and focus returns', async ({ page }) => {
    await page.locator('.gallery-thumb:visible').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-03-b.png');
    const zoom = page.getByRole('button', { name: 'Powiększ zdjęcie' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Kurtka zimowa żółta Łoś' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.lightbox__image')).toHaveAttribute('src', '/dane/source/p-03-b.png');
    await expect(lightbox).toContainText('Zdjęcie 2 z 3');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.locator('.lightbox__image')).toHaveAttribute('src', '/dane/source/p-01-a.png');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toContainText('Zdjęcie 1 z 3');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(zoom).toBeFocused();
    // The slider follows the image seen last.
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-03-a.png');
  });

  test('by mouse: the lightbox buttons move through the images; axe finds nothing with it open', async ({ page }) => {
    await page.getByRole('button', { name: 'Powiększ zdjęcie' }).click();
    const lightbox = page.getByRole('dialog');
    await lightbox.getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect(lightbox).toContainText('Zdjęcie 2 z 3');
    await lightbox.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await lightbox.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await expect(lightbox).toContainText('Zdjęcie 3 z 3');
    expect(await axeViolations(page)).toEqual([]);
    await lightbox.getByRole('button', { name: 'Zamknij' }).click();
    await expect(page.locator('dialog')).toHaveCount(0);
  });

  test('a variant with other images rebuilds the slider and the thumbnails', async ({ page }) => {
    await choose(page, 'M');
    await choose(page, 'Czarny');
    await expect(slides(page)).toHaveCount(2);
    await expect(page.locator('#gallery-thumbs img:visible')).toHaveCount(2);
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-01-a.png');
    await page.locator('.gallery-thumb:visible').nth(1).click();
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-01-b.png');
    await choose(page, 'Czerwony');
    await expect(activeSlide(page)).toHaveAttribute('src', '/dane/full/p-02-a.png');
  });
});

/**
 * The main box and the thumbnail list, measured in one task of the page: React puts its own copies of
 * the server's boxes in their place as the island mounts, so a locator resolved before could be gone.
 */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const rect = (selector: string) => {
      const found = document.querySelector(selector)?.getBoundingClientRect();
      return found ? { x: found.x, y: found.y, width: found.width, height: found.height } : null;
    };
    return { main: rect('.gallery-main'), thumbs: rect('#gallery-thumbs') };
  });

// The page-wide layout-shift total on this page is asserted in e2e/layout-shift.spec.ts.
for (const width of [1366, 390]) {
  test(`the gallery mounts in the server image box at ${width} px: it neither moves nor resizes, nor widens the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(JACKET);
    const before = await boxes(page);
    expect(before.main).not.toBeNull();
    await expect(page.locator('#product-gallery')).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('.glide__slide')).toHaveCount(3);
    expect(await boxes(page)).toEqual(before);
    // glide's strip of slides is three images wide; it must not become the column's minimum width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test.describe('accordions and tabs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(JACKET);
  });

  test('accordions open and close by mouse and keyboard', async ({ page }) => {
    const summary = page.locator('.product-accordions summary').first();
    await summary.click();
    await expectOpen(summary, true);
    await expect(page.getByText('Wysyłamy kurierem')).toBeVisible();
    await summary.press('Enter');
    await expectOpen(summary, false);
  });

  test('tabs by mouse: a click shows its panel only', async ({ page }) => {
    const tabs = page.getByRole('tablist', { name: 'Informacje o produkcie' });
    await page.locator('#product-tabs').scrollIntoViewIfNeeded();
    await expect(tabs.getByRole('tab')).toHaveText(['Opis', 'Parametry', 'Opinie']);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await tabs.getByRole('tab', { name: 'Parametry' }).click();
    await expect(tabs.getByRole('tab', { name: 'Parametry' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Parametry' })).toContainText('Materiał');
    await expect(page.locator('#tab-opis')).toBeHidden();
  });

  test('tabs by keyboard: arrows, Home and End move and select; one tab in the Tab order', async ({ page }) => {
    const tabs = page.getByRole('tablist', { name: 'Informacje o produkcie' });
    await page.locator('#product-tabs').scrollIntoViewIfNeeded();
    const tab = (name: string) => tabs.getByRole('tab', { name });
    await tab('Opis').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Parametry')).toBeFocused();
    await expect(tab('Parametry')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Opis')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(tab('Opinie')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Opis')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Opinie')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Opis')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Opis' })).toBeFocused();
  });

  test('a URL fragment naming a panel selects it', async ({ page }) => {
    await page.goto(`${JACKET}#tab-opinie`);
    await expect(page.getByRole('tab', { name: 'Opinie' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('without JavaScript every tab panel is visible under its heading and the gallery links open images', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(JACKET);
  for (const name of ['Opis', 'Parametry', 'Opinie']) await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.locator('.gallery-thumb:visible').first()).toHaveAttribute('href', '/dane/source/p-03-a.png');
  await context.close();
});
