import type { Page } from '@playwright/test';
import { BANNER_AUTOPLAY_MS } from '../shared/constants';
import { axeViolations } from './axe-violations';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

const STOP = 'Zatrzymaj automatyczne przewijanie';
const START = 'Włącz automatyczne przewijanie';

const banner = (page: Page) => page.locator('#main-banner');
const position = (page: Page) => banner(page).locator('.main-banner__position');
const slide = (page: Page, n: number) => banner(page).getByRole('group', { name: `${n} z 3` });

/** Opens the home page on a paused fake clock once the banner is live, so each rotation is stepped by hand. */
async function openOnClock(page: Page): Promise<void> {
  await acceptCookies(page);
  await page.clock.install();
  await page.goto(FIXTURE_PAGES.mainpage);
  await expect(banner(page)).toHaveAttribute('data-island-state', 'mounted');
  // A second ahead, not less: under load the page's clock moves on before pauseAt arrives, and a pause in the past throws.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Moves the mouse to a corner of the page far from the banner. */
const mouseAway = (page: Page) => page.mouse.move(5, 880);

test('rotates every 8 s, wrapping round, with the live region off while it rotates', async ({ page }) => {
  await openOnClock(page);
  await expect(position(page)).toHaveText('1 / 3');
  await expect(banner(page).locator('#main-banner-slides')).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(BANNER_AUTOPLAY_MS);
  await expect(position(page)).toHaveText('2 / 3');
  await expect(slide(page, 2)).not.toHaveAttribute('inert');
  await expect(slide(page, 1)).toHaveAttribute('inert', '');
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 2);
  await expect(position(page)).toHaveText('1 / 3');
});

test('by mouse: previous and next move, the rotation control stops and restarts, hover holds the rotation', async ({ page }) => {
  await openOnClock(page);
  await banner(page).getByRole('button', { name: 'Następny slajd' }).click();
  await expect(position(page)).toHaveText('2 / 3');
  await banner(page).getByRole('button', { name: 'Poprzedni slajd' }).click();
  await expect(position(page)).toHaveText('1 / 3');
  // The pointer is still over the banner: hovering holds the rotation, the live region is polite.
  await expect(banner(page).locator('#main-banner-slides')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  await expect(position(page)).toHaveText('1 / 3');
  await mouseAway(page);
  await page.clock.runFor(BANNER_AUTOPLAY_MS);
  await expect(position(page)).toHaveText('2 / 3');

  await banner(page).getByRole('button', { name: STOP }).click();
  await expect(banner(page).getByRole('button', { name: START })).toBeVisible();
  await mouseAway(page);
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  await expect(position(page)).toHaveText('2 / 3');
  await banner(page).getByRole('button', { name: START }).click();
  await mouseAway(page);
  await page.clock.runFor(BANNER_AUTOPLAY_MS);
  await expect(position(page)).toHaveText('3 / 3');
});

test('by keyboard: the rotation control comes first, focus inside holds the rotation until it leaves', async ({ page }) => {
  await openOnClock(page);
  await mouseAway(page);
  // The element before the banner in tab order, then Tab into the carousel.
  await page.locator('main').evaluate((main) => {
    const before = document.createElement('button');
    before.id = 'before-banner';
    before.textContent = 'przed';
    main.prepend(before);
  });
  await page.locator('#before-banner').focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: STOP })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Poprzedni slajd' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Następny slajd' })).toBeFocused();
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  await expect(position(page)).toHaveText('1 / 3');
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('2 / 3');
  await page.keyboard.press('Space');
  await expect(position(page)).toHaveText('3 / 3');
  // Only the visible slide's link is next in tab order; the others are inert.
  await page.keyboard.press('Tab');
  await expect(slide(page, 3).getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).locator(':focus')).toHaveCount(0);
  await page.clock.runFor(BANNER_AUTOPLAY_MS);
  await expect(position(page)).toHaveText('1 / 3');

  await page.locator('#before-banner').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('button', { name: START })).toBeFocused();
  await page.locator('#before-banner').focus();
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  await expect(position(page)).toHaveText('1 / 3');
});

test('does not rotate under prefers-reduced-motion until the shopper starts it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openOnClock(page);
  await mouseAway(page);
  await expect(banner(page).getByRole('button', { name: START })).toBeVisible();
  await expect(banner(page).locator('#main-banner-slides')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  await expect(position(page)).toHaveText('1 / 3');
  await banner(page).getByRole('button', { name: 'Następny slajd' }).click();
  await expect(position(page)).toHaveText('2 / 3');
});

test('a shopper on slide 2 before the banner woke stays there, focus and all, and nothing shifts', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/chunks\/main-banner-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await acceptCookies(page);
  await recordLayoutShifts(page);
  await page.goto(FIXTURE_PAGES.mainpage);
  const track = banner(page).locator('[data-glide-el="track"]');
  const box = (await track.boundingBox())!;
  // Focusing a link scrolls the no-JS strip to its slide, as Tab does.
  const link = slide(page, 2).getByRole('link');
  await link.focus();
  await expect.poll(async () => (await slide(page, 2).boundingBox())!.x).toBeCloseTo(box.x, 0);
  release();
  await expect(banner(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(position(page)).toHaveText('2 / 3');
  await expect(link).toBeFocused();
  await expect(slide(page, 1)).toHaveAttribute('inert', '');
  expect((await slide(page, 2).boundingBox())!.x).toBeCloseTo(box.x, 0);
  expect(await layoutShifts(page)).toEqual([]);
});

test('axe finds no violation with the banner live, rotated and stopped', async ({ page }) => {
  await openOnClock(page);
  await page.clock.runFor(BANNER_AUTOPLAY_MS);
  await banner(page).getByRole('button', { name: STOP }).click();
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript the first slide shows and the others scroll into view', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.mainpage);
  const track = banner(page).locator('[data-glide-el="track"]');
  const box = (await track.boundingBox())!;
  await expect(slide(page, 1)).toBeInViewport();
  expect((await slide(page, 2).boundingBox())!.x).toBeGreaterThanOrEqual(box.x + box.width);
  await slide(page, 2).getByRole('link').focus();
  await expect.poll(async () => (await slide(page, 2).boundingBox())!.x).toBeCloseTo(box.x, 0);
  await context.close();
});
