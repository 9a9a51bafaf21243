/**
 * Islands adopt the theme's markup: every element a hook held when parsing ended is the same
 * connected node after every island on the page woke, and after the main journeys that change no
 * server part. A theme script's listener on a theme button still fires after its island woke.
 */
import { wakeAll } from '../scripts/bench/wake-islands';
import { countNodes, noteHookElements } from './node-invariant';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';
import { gx } from './theme-2-messages';
import { cartWithTent, T2, THEME_2_PAGES } from './theme-2-helpers';

test.beforeEach(async ({ page }) => {
  await noteHookElements(page);
});

const PAGES: [string, string][] = [...Object.entries(FIXTURE_PAGES), ...THEME_2_PAGES.map(([path, type]): [string, string] => [`theme 2 ${type} (${path})`, path])];

for (const [type, url] of PAGES) {
  test(`${type}: waking every island replaces no element of any hook`, async ({ page }) => {
    await page.goto(url);
    expect(await wakeAll(page), 'hooks that never woke').toEqual([]);
    const counts = await countNodes(page);
    test.info().annotations.push({ type: 'elements', description: JSON.stringify(counts) });
    const replaced = Object.fromEntries(Object.entries(counts).filter(([, count]) => count.replaced > 0));
    expect(replaced).toEqual({});
  });
}

test('listing: toggling the wishlist and opening a category branch replace nothing; a theme listener on the toggle still fires', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.listing);
  await page.evaluate(() => {
    const button = document.querySelector('[data-island="wishlist-toggle"] button')!;
    button.addEventListener('click', () => ((window as unknown as { themeClicks: number }).themeClicks = ((window as unknown as { themeClicks?: number }).themeClicks ?? 0) + 1));
  });
  const toggle = page.locator('[data-island="wishlist-toggle"]').first().getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.locator('#category-tree details summary').first().click();
  expect(await page.evaluate(() => (window as unknown as { themeClicks: number }).themeClicks)).toBe(2);
  expect(Object.values(await countNodes(page)).reduce((sum, count) => sum + count.replaced, 0)).toBe(0);
});

test('product page: the gallery, tabs and accordions used by mouse and keyboard replace nothing', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  expect(await wakeAll(page)).toEqual([]);
  await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
  const tabs = page.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.locator('[data-island="gallery"] .gallery-thumb').nth(1).click();
  expect(Object.values(await countNodes(page)).reduce((sum, count) => sum + count.replaced, 0)).toBe(0);
});

for (const [theme, cartUrl, plus, search, changed, chosen] of [
  ['theme 1', FIXTURE_PAGES.cart, 'Zwiększ ilość: Namiot Żubr', 'Szukaj punktu (miasto, ulica)', 'ilość 2', 'Wybrano punkt odbioru: Gdańsk'],
  ['theme 2', `${T2}/koszyk`, 'Dodaj sztukę: Namiot Żubr', 'Znajdź punkt', 'teraz 2 szt.', gx('cart-page.point-chosen', { point: 'Gdańsk' }).replace(/\.$/, '')],
] as const) {
  test(`${theme} cart with a line: waking, a quantity change, a delivery point and a point search replace only what the server's answer fills`, async ({ page }) => {
    await acceptCookies(page);
    await cartWithTent(page);
    await page.goto(cartUrl);
    expect(await wakeAll(page)).toEqual([]);
    expect(Object.values(await countNodes(page)).reduce((sum, count) => sum + count.replaced, 0)).toBe(0);
    // The server's answers fill the data-cart-refresh regions (in place): what was inside them may go, nothing else.
    await page.evaluate(() => ((window as unknown as { inRegions: Set<Element> }).inRegions = new Set(document.querySelectorAll('[data-cart-refresh] *'))));
    await page.getByRole('button', { name: plus }).click();
    await expect(page.locator('[data-sf-announcer]')).toContainText(changed);
    await page.getByRole('radio', { name: /Gdańsk/ }).check();
    await expect(page.locator('[data-sf-announcer]')).toContainText(chosen);
    await page.getByRole('searchbox', { name: search }).fill('krak');
    await expect(page.getByRole('radio', { name: /Kraków/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Łódź/ })).toBeHidden();
    const gone = await page.evaluate(() => {
      const { __hookElements: noted, inRegions } = window as unknown as { __hookElements: { element: Element }[]; inRegions: Set<Element> };
      return noted.filter(({ element }) => !element.isConnected && !inRegions.has(element)).map(({ element }) => element.outerHTML.slice(0, 80));
    });
    expect(gone).toEqual([]);
  });
}
