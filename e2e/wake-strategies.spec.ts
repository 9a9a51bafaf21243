import { injectModule } from './inject-module';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

declare global {
  interface Window {
    wake: typeof import('../islands/runtime/wake');
    woke: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  // The listing is long: its footer starts far below the first screen.
  await page.goto(FIXTURE_PAGES.listing);
  await injectModule(page, 'islands/runtime/wake.ts', 'wake');
});

test('visible wakes a hook only when it comes within 200 px of the viewport', async ({ page }) => {
  await page.evaluate(() => {
    window.woke = [];
    const far = document.querySelector('footer')!;
    window.wake.scheduleWake('visible', far, () => window.woke.push('footer'));
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.woke)).toEqual([]);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.woke)).toEqual(['footer']);
});

test('idle wakes a hook when the browser is idle, within 2 s at the latest', async ({ page }) => {
  await page.evaluate(() => {
    window.woke = [];
    window.wake.scheduleWake('idle', document.body, () => window.woke.push('idle'));
  });
  await expect.poll(() => page.evaluate(() => window.woke), { timeout: 2500 }).toEqual(['idle']);
});
