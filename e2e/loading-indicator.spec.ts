import type { Page } from '@playwright/test';
import { injectModule } from './inject-module';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/**
 * The indicator shown. The page's own islands draw theirs, hidden, at an idle moment; the module
 * injected here is a second copy, with an indicator of its own.
 */
const shown = (page: Page) => page.locator('.sf-loading:not([hidden])');

declare global {
  interface Window {
    loading: typeof import('../shared/ui/loading-indicator');
    finish: Record<string, () => void>;
  }
}

test('shows over the page while loads overlap, announces, and hides 300 ms after the last one', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.listing);
  await injectModule(page, 'shared/ui/loading-indicator.ts', 'loading');
  await page.evaluate(() => {
    window.finish = {};
    for (const name of ['first', 'second']) {
      void window.loading.whileLoading(new Promise<void>((resolve) => (window.finish[name] = resolve)));
    }
  });
  const indicator = shown(page);
  await expect(indicator).toBeVisible();
  await expect(indicator.locator('.sf-loading__spinner')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Ładowanie…' })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.evaluate(() => window.finish.first!());
  await page.clock.runFor(1000);
  await expect(indicator).toBeVisible();

  await page.evaluate(() => window.finish.second!());
  await page.clock.runFor(299);
  await expect(indicator).toBeVisible();
  await page.clock.runFor(2);
  await expect(indicator).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('aria-busy');
});

test('a failed load hides it too, and the failure stays the caller’s to handle', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.faq);
  await injectModule(page, 'shared/ui/loading-indicator.ts', 'loading');
  const outcome = await page.evaluate(() => window.loading.whileLoading(Promise.reject(new Error('HTTP 500'))).catch((e: Error) => e.message));
  expect(outcome).toBe('HTTP 500');
  await expect(shown(page)).toHaveCount(0);
});
