import type { BrowserContext, Page } from '@playwright/test';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../shared/constants';
import { axeViolations } from './axe-violations';
import { T2 } from './fixture-pages';
import { expect, islandsSettled, test } from './test';

/** Recently viewed products (issue 40), on both themes: each places the hook low on its product and home pages. */

const THEMES = [
  { theme: 'theme 1', prefix: '', heading: 'Ostatnio oglądane', accept: 'Rozumiem', clear: 'Wyczyść ostatnio oglądane', cleared: 'Wyczyszczono listę ostatnio oglądanych produktów.', shot: '/tmp/recent-theme1.png' },
  { theme: 'theme 2', prefix: T2, heading: 'Oglądane ostatnio', accept: 'Akceptuję', clear: 'Wyczyść historię oglądania', cleared: 'Historia oglądania wyczyszczona.', shot: '/tmp/recent-theme2.png' },
] as const;

const JACKET = { id: 1, path: '/produkt/1-kurtka-zimowa-zolta-los', name: 'Kurtka zimowa żółta Łoś' };
const BOOTS = { id: 2, path: '/produkt/2-buty-trekkingowe-los', name: 'Buty trekkingowe Łoś' };
const TENT = { id: 3, path: '/produkt/3-namiot-zubr', name: 'Namiot Żubr' };
const BAG = { id: 4, path: '/produkt/4-spiwor-puchowy-sokol', name: 'Śpiwór puchowy Sokół' };

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_STORAGE_KEY);
const storedIds = async (page: Page) => (JSON.parse((await stored(page)) ?? '[]') as { id: number }[]).map((entry) => entry.id);
const hook = (page: Page) => page.locator('[data-island="recently-viewed"]');
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'cookie_privacy_on');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsSettled(page);
  await expect(hook(page)).toHaveAttribute('data-island-state', 'mounted');
}

for (const t of THEMES) {
  const region = (page: Page) => page.getByRole('region', { name: t.heading });
  const cards = (page: Page) => region(page).getByRole('listitem');

  test(`${t.theme}: notes products only after consent, lists them newest first without the current one, in step across tabs, cleared by keyboard`, async ({ page, context }) => {
    // No consent yet: the product page keeps nothing.
    await open(page, t.prefix + JACKET.path);
    expect(await consentCookie(context)).toBeUndefined();
    expect(await stored(page)).toBeNull();
    // Accepting on the page notes its product at once; its own product is not listed.
    await page.locator('.sf-cookie-notice').getByRole('button', { name: t.accept }).click();
    await expect.poll(() => storedIds(page)).toEqual([JACKET.id]);
    await expect(region(page)).toHaveCount(0);

    await open(page, t.prefix + BOOTS.path);
    await expect(cards(page)).toHaveText([JACKET.name]);
    await open(page, t.prefix + TENT.path);
    await expect(cards(page)).toHaveText([BOOTS.name, JACKET.name]);
    await expect(region(page).getByRole('link', { name: BOOTS.name })).toHaveAttribute('href', t.prefix + BOOTS.path);
    expect(await storedIds(page)).toEqual([TENT.id, BOOTS.id, JACKET.id]);

    await region(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => Promise.all([...document.querySelectorAll<HTMLImageElement>('[data-recent-list] img')].map((img) => img.decode().catch(() => {}))));
    await region(page).screenshot({ path: t.shot });
    expect(await axeViolations(page, ['[data-island="recently-viewed"]'])).toEqual([]);

    // A second tab sees them, and a product viewed there reaches the first tab through the storage event.
    const second = await context.newPage();
    await open(second, t.prefix + '/');
    await expect(cards(second)).toHaveText([TENT.name, BOOTS.name, JACKET.name]);
    await open(second, t.prefix + BAG.path);
    await expect(cards(page)).toHaveText([BAG.name, BOOTS.name, JACKET.name]);

    // Clearing by keyboard: the list goes in both tabs, the focus stays where the list was, it is announced.
    await region(page).getByRole('link', { name: JACKET.name }).focus();
    await page.keyboard.press('Tab');
    await expect(region(page).getByRole('button', { name: t.clear })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region(page)).toHaveCount(0);
    await expect(hook(page)).toBeFocused();
    await expect(page.locator('[data-sf-announcer]')).toHaveText(t.cleared);
    expect(await stored(page)).toBeNull();
    await expect(region(second)).toHaveCount(0);
    await second.close();
  });

  test(`${t.theme}: without JavaScript the hook shows nothing`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(t.prefix + TENT.path);
    await expect(hook(page)).toHaveCount(1);
    await expect(region(page)).toHaveCount(0);
    expect(await hook(page).boundingBox()).toMatchObject({ height: 0 });
    await context.close();
  });

  test(`${t.theme}: a tampered stored list draws its names as text and links nothing foreign`, async ({ page }) => {
    await page.goto(t.prefix + '/');
    const at = Date.now();
    const entries = [
      { id: 1, name: '<img src=x onerror="window.hacked=1">', url: t.prefix + JACKET.path, image: null, at },
      { id: 2, name: 'Skrypt', url: 'javascript:window.hacked=2', image: null, at: at - 1 },
      { id: 3, name: 'Obcy', url: 'https://evil.example' + t.prefix + TENT.path, image: null, at: at - 2 },
      { id: 4, name: 'Obcy obrazek', url: t.prefix + BAG.path, image: 'https://evil.example/x.png', at: at - 3 },
    ];
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(entries)] as const);
    await open(page, t.prefix + '/');
    await expect(cards(page)).toHaveText(['<img src=x onerror="window.hacked=1">']);
    await expect(page.locator('a[href^="javascript:"], [data-recent-list] img[src^="https://evil"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  });
}
