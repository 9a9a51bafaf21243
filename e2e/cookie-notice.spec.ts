import type { Page } from '@playwright/test';
import { expect, FIXTURE_PAGES, test } from './test';

const notice = (page: Page) => page.getByRole('region', { name: 'Informacja o plikach cookie' });

test('appears 2.5 s after the load event', async ({ page }) => {
  // The page stamps its load event and the notice's arrival on its own clock.
  await page.addInitScript(() => {
    const stamps: Record<string, number> = {};
    (window as unknown as { stamps: typeof stamps }).stamps = stamps;
    window.addEventListener('load', () => (stamps.load = performance.now()));
    new MutationObserver(() => {
      if (!stamps.notice && document.querySelector('.sf-cookie-notice')) stamps.notice = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(FIXTURE_PAGES.mainpage);
  await expect(notice(page)).toBeVisible();
  const stamps = await page.evaluate(() => (window as unknown as { stamps: { load: number; notice: number } }).stamps);
  expect(stamps.notice - stamps.load).toBeGreaterThanOrEqual(2500);
  await expect(notice(page)).toContainText('Ta strona używa plików cookie');
  await expect(notice(page).getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci');
});

test('closing by keyboard sets cookie_privacy_on=1 for 365 days and it stays closed on the next page', async ({ page, context }) => {
  await page.goto(FIXTURE_PAGES.mainpage);
  await expect(notice(page)).toBeVisible();
  const button = notice(page).getByRole('button', { name: 'Rozumiem' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_privacy_on');
  expect(cookie?.value).toBe('1');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);

  await page.goto(FIXTURE_PAGES.faq);
  await page.waitForTimeout(3000);
  await expect(notice(page)).toHaveCount(0);
});

test('a garbage consent cookie does not count as consent, and breaks nothing', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_privacy_on', value: '%E0%A4%A<script>', url: baseURL! }]);
  await page.goto(FIXTURE_PAGES.mainpage);
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Rozumiem' }).click();
  expect((await context.cookies()).find((c) => c.name === 'cookie_privacy_on')?.value).toBe('1');
});

test('never leaves the focused element hidden behind it (WCAG 2.4.11)', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto(FIXTURE_PAGES.listing);
  await expect(notice(page)).toBeVisible();
  // Tab through the whole page: every focused element must end up clear of the notice.
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('.sf-cookie-notice');
      if (!focused || !bar || bar.contains(focused) || focused === document.body) return false;
      const a = focused.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      return a.bottom > b.top + 1 && a.top < b.bottom;
    });
    expect(covered, `focus stop ${i} is under the notice`).toBe(false);
  }
});

test('a hook in a tab panel with text of its own: one error saying what to do, the text stays, and choosing another tab leaves the notice', async ({ page, expectConsoleError }) => {
  expectConsoleError(
    /island "cookie-notice" on <div>: the hook must be an empty direct child of <body>, but it holds "Używamy plików cookie\." and sits in <section#tab-opis\.product-tab>: the notice is drawn at the end of <body> instead/,
  );
  // The theme of this test put the hook, with words of its own, in the description's tab panel.
  await page.route(FIXTURE_PAGES.detail, async (route) => {
    const html = await (await route.fetch()).text();
    const hook = html.match(/<div data-island="cookie-notice"[^>]*><\/div>/)![0];
    const moved = html.replace(hook, '').replace('Opis</h2>', `Opis</h2>${hook.replace('></div>', '><p>Używamy plików cookie.</p></div>')}`);
    await route.fulfill({ body: moved, contentType: 'text/html; charset=utf-8' });
  });
  await page.goto(FIXTURE_PAGES.detail);
  await expect(notice(page)).toBeVisible();
  await expect(page.locator('#tab-opis [data-island="cookie-notice"]')).toHaveText('Używamy plików cookie.');
  // Tabs wake when they come into view.
  await page.locator('#product-tabs').scrollIntoViewIfNeeded();
  await page.getByRole('tablist', { name: 'Informacje o produkcie' }).getByRole('tab', { name: 'Parametry' }).click();
  await expect(page.locator('#tab-opis')).toBeHidden();
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Rozumiem' }).click();
  await expect(notice(page)).toHaveCount(0);
});
