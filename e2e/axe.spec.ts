import { animationsEnded } from './animations-ended';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, FIXTURE_PAGES, MORE_AXE_PAGES, test } from './test';
import { expectOpen } from './disclosure-open';

test.describe('axe-core finds no violation', () => {
  for (const [name, path] of Object.entries(FIXTURE_PAGES)) {
    test(`on ${name} (${path})`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of MORE_AXE_PAGES) {
    test(`on ${path}`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('on the 404 page', async ({ page, expectConsoleError }) => {
    expectConsoleError(/404/);
    await acceptCookies(page);
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('with the cookie notice shown', async ({ page }) => {
    await page.goto(FIXTURE_PAGES.mainpage);
    const notice = page.getByRole('region', { name: 'Informacja o plikach cookie' });
    await expect(notice).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('with the pop-up dialog open', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(FIXTURE_PAGES.detailWithSizeChart);
    // The fade-in slowed to 1.6 s, so axe is sure to be called mid-fade: it must judge the dialog once the fade has
    // ended (under CI load it once measured the half-transparent table against the page behind it).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.25 });
    await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
    await expect(page.getByRole('dialog', { name: 'Tabela rozmiarów' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('with a dropdown and an accordion open', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(FIXTURE_PAGES.faq);
    // The accordion in main, then the header's dropdown: `details` first on the page is the dropdown
    // itself, so a second click on it closed it, and the check passed only while it slid shut.
    const accordion = page.locator('main details[data-island="disclosure"]').first();
    const dropdown = page.locator('header details[data-island="disclosure"]').first();
    await accordion.locator('summary').click();
    await dropdown.locator('summary').click();
    await expectOpen(accordion.locator('summary'), true);
    await expectOpen(dropdown.locator('summary'), true);
    // Judged once both slides have ended, on what stays on screen.
    await page.evaluate(animationsEnded);
    await expect(accordion).toHaveAttribute('open', '');
    await expect(dropdown).toHaveAttribute('open', '');
    expect(await axeViolations(page)).toEqual([]);
  });
});
