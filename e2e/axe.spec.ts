import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { acceptCookies, expect, FIXTURE_PAGES, MORE_AXE_PAGES, test } from './test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('axe-core finds no violation', () => {
  for (const [name, path] of Object.entries(FIXTURE_PAGES)) {
    test(`on ${name} (${path})`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const path of MORE_AXE_PAGES) {
    test(`on ${path}`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('on the 404 page', async ({ page, expectConsoleError }) => {
    expectConsoleError(/404/);
    await acceptCookies(page);
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    expect(await violations(page)).toEqual([]);
  });

  test('with the cookie notice shown', async ({ page }) => {
    await page.goto(FIXTURE_PAGES.mainpage);
    await expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with the pop-up dialog open', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(FIXTURE_PAGES.detailWithSizeChart);
    await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
    await expect(page.getByRole('dialog', { name: 'Tabela rozmiarów' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with a dropdown and an accordion open', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(FIXTURE_PAGES.faq);
    await page.locator('details[data-island="disclosure"] > summary').first().click();
    await page.locator('header details[data-island="disclosure"] > summary').first().click();
    await expect(page.locator('header details[data-island="disclosure"]').first()).toHaveAttribute('open', '');
    expect(await violations(page)).toEqual([]);
  });
});
