/**
 * The Playwright `test` every journey uses: it fails on any console error, page error or unhandled
 * promise rejection that the test did not declare with `expectConsoleError(pattern)`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { CSP_REQUEST_HEADER } from '../fixtures/csp';

interface Guard {
  /** Declares an error the test provokes on purpose; it must then really happen. */
  expectConsoleError: (pattern: RegExp) => void;
}

export const test = base.extend<Guard>({
  expectConsoleError: [
    async ({ page }, use) => {
      const expected: { pattern: RegExp; seen: boolean }[] = [];
      const unexpected: string[] = [];
      const check = (text: string) => {
        const match = expected.find((e) => e.pattern.test(text));
        if (match) match.seen = true;
        else unexpected.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') check(message.text());
      });
      page.on('pageerror', (error) => check(`pageerror: ${error.message}`));
      // Chromium does not print unhandled rejections to the console for Playwright to see: report them.
      await page.addInitScript(() => {
        window.addEventListener('unhandledrejection', (event) => {
          console.error(`unhandledrejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`);
        });
      });
      await use((pattern) => void expected.push({ pattern, seen: false }));
      expect(unexpected, 'unexpected console errors').toEqual([]);
      for (const e of expected) expect(e.seen, `expected console error ${e.pattern} did not happen`).toBe(true);
    },
    { auto: true },
  ],
});

export { expect };
export { FIXTURE_PAGES, MORE_AXE_PAGES } from './fixture-pages';

/** Accepts the cookie notice up front so it does not appear in journeys about something else. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_privacy_on', value: '1', url: test.info().project.use.baseURL! }]);
}

/** Waits until every hook on the page has settled (mounted, or left waiting for interaction). */
export async function islandsSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-island-state="loading"]')).toHaveCount(0);
}

/** The fixture CSP mode the running project serves its pages under (playwright.config.ts), if any. */
export const fixtureCspMode = (): string | undefined => test.info().project.use.extraHTTPHeaders?.[CSP_REQUEST_HEADER];
