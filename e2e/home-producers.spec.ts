import type { Page } from '@playwright/test';
import { PRODUCER_CAROUSEL_BREAKPOINTS } from '../shared/constants';
import { axeViolations } from './axe-violations';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

const carousel = (page: Page) => page.locator('[data-island="producer-carousel"]');
const items = (page: Page) => page.locator('#producer-carousel > li');

/** Producers whose box lies wholly inside the track, i.e. the ones a shopper sees. */
async function inView(page: Page): Promise<number> {
  return page.locator('#producer-carousel').evaluate((list) => {
    const track = list.parentElement!.getBoundingClientRect();
    return [...list.children].filter((li) => {
      const box = li.getBoundingClientRect();
      return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
    }).length;
  });
}

async function open(page: Page): Promise<void> {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.mainpage);
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-island-state', 'mounted');
}

// Each band's first and last width (the spec: 3, 4, 5, 6, 7 slides from 1, 601, 1100, 1280, 1681 px).
const WIDTHS = PRODUCER_CAROUSEL_BREAKPOINTS.flatMap((band, i) => {
  const next = PRODUCER_CAROUSEL_BREAKPOINTS[i + 1];
  return [
    { width: Math.max(band.minWidth, 320), slides: band.slides },
    { width: next ? next.minWidth - 1 : 1920, slides: band.slides },
  ];
});

test('shows 3, 4, 5, 6, 7 producers at the spec widths, as the window is resized', async ({ page }) => {
  await open(page);
  for (const { width, slides } of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => inView(page), { message: `${width} px` }).toBe(slides);
    await expect(items(page).and(page.locator(':not([inert])')), `${width} px`).toHaveCount(slides);
  }
});

for (const { width, slides } of [WIDTHS[0]!, WIDTHS[3]!, WIDTHS[9]!]) {
  test(`loaded at ${width} px it shows ${slides}, and the same before glide mounts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await acceptCookies(page);
    // Held below the fold, the island sleeps: the server layout alone must already show the same count.
    await page.goto(FIXTURE_PAGES.mainpage);
    await expect(carousel(page)).toHaveAttribute('data-island-state', 'waiting');
    expect(await inView(page)).toBe(slides);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-island-state', 'mounted');
    expect(await inView(page)).toBe(slides);
  });
}

test('by mouse and keyboard the buttons page through the producers and back to the start', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  const next = carousel(page).getByRole('button', { name: 'Następni producenci' });
  const previous = carousel(page).getByRole('button', { name: 'Poprzedni producenci' });
  const firstInView = () => items(page).and(page.locator(':not([inert])')).first();
  await expect(firstInView()).toHaveText(await items(page).nth(0).innerText());
  await next.click();
  await expect(firstInView()).toHaveText(await items(page).nth(6).innerText());
  await expect(carousel(page).getByText('Producenci 7–12 z 24')).toBeAttached();
  await previous.click();
  await expect(firstInView()).toHaveText(await items(page).nth(0).innerText());

  await previous.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(firstInView()).toHaveText(await items(page).nth(18).innerText());
  await page.keyboard.press('Enter');
  await expect(firstInView()).toHaveText(await items(page).nth(0).innerText());
  // Tab goes from the controls to the first producer in view; producers out of view are skipped.
  await page.keyboard.press('Tab');
  await expect(items(page).nth(0).getByRole('link')).toBeFocused();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(carousel(page).locator(':focus')).toHaveCount(0);
});

test('nothing shifts when the carousels mount', async ({ page }) => {
  await recordLayoutShifts(page);
  await open(page);
  await expect(page.locator('#main-banner')).toHaveAttribute('data-island-state', 'mounted');
  await page.waitForTimeout(300);
  expect(await layoutShifts(page)).toEqual([]);
});

test('nothing shifts when the banner image arrives after the first paint', async ({ page }) => {
  // A slow image used to leave its box 0 px tall until it came, so the banner grew under the shopper.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dane/full/p-03-a.png', async (route) => {
    await held;
    await route.continue();
  });
  await recordLayoutShifts(page);
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.mainpage, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  release();
  await expect.poll(() => page.locator('.main-banner__image').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.waitForTimeout(300);
  expect(await layoutShifts(page)).toEqual([]);
});

test('axe finds no violation with both carousels live', async ({ page }) => {
  await open(page);
  await carousel(page).getByRole('button', { name: 'Następni producenci' }).click();
  await expect(page.locator('#main-banner')).toHaveAttribute('data-island-state', 'mounted');
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript the producers are a list of links that scrolls', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.mainpage);
  await expect(page.locator('ul#producer-carousel').getByRole('link')).toHaveCount(24);
  await page.locator('#producer-carousel a').last().focus();
  await expect(page.locator('#producer-carousel a').last()).toBeInViewport();
  await context.close();
});
