/**
 * Quick add from the product card (issue 40), in both fixture themes: a product without options added at once by
 * mouse (one AddCart for a double click, the product page's own flow), one with options opened in the pop-up by
 * keyboard (the product page's form, focus on the first option, the add announced, focus back on the card), the
 * form fetched ahead on hover, twenty openings leaving no node behind, the page behind never scrolling, a bottom
 * sheet on a phone, a page that fails, a product that cannot be added, axe with the pop-up open.
 */
import type { Locator, Page } from '@playwright/test';
import { message } from '../shared/messages/message';
import { axeViolations } from './axe-violations';
import { callsOf, fault } from './detail-helpers';
import { T2 } from './fixture-pages';
import { recordStorefrontEvents } from './storefront-events';
import { gx } from './theme-2-messages';
import { acceptCookies, expect, test } from './test';

const THEMES = [
  { theme: 'theme 1', prefix: '', choose: 'Wybierz opcje', buy: 'Do koszyka', added: message('add-to-cart.added'), oneInCart: '1 produkt', failed: message('quick-add.failed'), openPage: message('quick-add.open-page'), shot: 'theme1' },
  { theme: 'theme 2', prefix: T2, choose: 'Wybierz wariant', buy: 'Szybki zakup', added: gx('add-to-cart.added'), oneInCart: '1 szt.', failed: gx('quick-add.failed'), openPage: gx('quick-add.open-page'), shot: 'theme2' },
] as const;
type Theme = (typeof THEMES)[number];

const CLOTHING = '/kategoria/odziez';
const TENTS = '/kategoria/namioty';
const SLEEPING_BAGS = '/kategoria/spiwory';
const JACKET = 'Kurtka zimowa żółta Łoś';
const JACKET_PAGE = '/produkt/1-kurtka-zimowa-zolta-los';

/** A card's quick add button, by its words and the product named after them. */
const quickAdd = (page: Page, words: string, product: string, productId?: number): Locator =>
  (productId ? page.locator(`[data-island="quick-add"][data-product-id="${productId}"]`) : page).getByRole('button', { name: new RegExp(`^${words}\\s*: ${product}$`) });
const quickAddDialog = (page: Page) => page.getByRole('dialog', { name: JACKET });

/** The shop's GETs of a product page: the quick add's fetch, or a speculation's. */
async function productPageLoads(page: Page, path: string): Promise<{ purpose?: string }[]> {
  const calls = (await (await page.request.get('/__fixture/calls?all=1')).json()) as { call: string; url?: string; purpose?: string }[];
  return calls.filter((call) => call.call === 'page' && call.url?.split('?')[0]!.endsWith(path));
}

/**
 * Nodes after a garbage collection: Chromium's own count (detached ones still held included) and the
 * nodes in the document.
 */
async function domNodes(page: Page): Promise<{ held: number; inDocument: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  const inDocument = await page.evaluate(() => {
    let count = 1;
    for (const walker = document.createTreeWalker(document); walker.nextNode(); ) count += 1;
    return count;
  });
  return { held: nodes, inDocument };
}

async function openListing(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-island="listing-swap"]')).toHaveAttribute('data-island-state', 'mounted');
}

/** The jacket's quick add by keyboard: focus reaches it, Enter opens its pop-up. */
async function openJacketByKeyboard(page: Page, theme: Theme): Promise<Locator> {
  const button = quickAdd(page, theme.choose, JACKET);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(quickAddDialog(page)).toBeVisible();
  return button;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

for (const theme of THEMES) {
  test.describe(`quick add, ${theme.theme}`, () => {
    test('by mouse, a product without options: a double click sends one AddCart, confirms, refreshes the mini cart, tells theme scripts', async ({ page }) => {
      const heard = await recordStorefrontEvents(page);
      await openListing(page, theme.prefix + TENTS);
      const button = quickAdd(page, theme.buy, 'Namiot Żubr', 3);
      await expect(button).not.toHaveAttribute('aria-haspopup');
      await button.dblclick();
      const confirmation = page.getByRole('dialog', { name: theme.added });
      await expect(confirmation).toContainText('Namiot Żubr');
      expect((await callsOf(page, 'AddCart')).map((call) => call.body)).toEqual([{ request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } }]);
      await expect(page.locator('[data-cart-refresh-area]').first()).toContainText(theme.oneInCart);
      await expect.poll(() => heard.filter((event) => event.type === 'storefront:cart-add' || event.type === 'storefront:cart').map((event) => event.type)).toEqual(['storefront:cart-add', 'storefront:cart']);
      expect(await page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.filter((entry) => entry.event === 'add_to_cart').length)).toBe(1);
      // Nothing of the product page was fetched: there is no form to show.
      expect(await productPageLoads(page, '/produkt/3-namiot-zubr')).toEqual([]);
      await confirmation.getByRole('button', { name: message('dialog.close') }).click();
      await expect(confirmation).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test('by keyboard, a product with options: Enter opens its product page\'s form, focus on the first option; chosen and added, the add is announced and focus comes back to the card', async ({ page }) => {
      await openListing(page, theme.prefix + CLOTHING);
      const button = await openJacketByKeyboard(page, theme);
      const dialog = quickAddDialog(page);
      await expect(dialog.getByRole('radio').first()).toBeFocused();
      await expect(dialog.locator('[data-island="product-options"]')).toHaveAttribute('data-island-state', 'mounted');
      // A radio group by the arrow keys: M in the sizes, then Tab into the colours and Czerwony.
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: 'Czerwony' })).toBeChecked();
      await expect(dialog.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
      const add = dialog.getByRole('button', { name: /Do koszyka|Dodaj do koszyka/ });
      await expect(add).toBeEnabled();
      await add.focus();
      await page.keyboard.press('Enter');
      const confirmation = page.getByRole('dialog', { name: theme.added });
      await expect(confirmation).toContainText(JACKET);
      await expect(page.locator('[data-sf-announcer]')).toContainText(JACKET);
      const [added] = await callsOf(page, 'AddCart');
      expect(added!.body).toMatchObject({ request: { Amount: 1, ProductId: 1 } });
      expect((added!.body as { request: { OptionId: number } }).request.OptionId).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test('fetched ahead once the pointer rests 150 ms on the button, opened from that answer; a pointer passing by fetches nothing', async ({ page }) => {
      await openListing(page, theme.prefix + CLOTHING);
      const button = quickAdd(page, theme.choose, JACKET);
      const passing = quickAdd(page, theme.choose, 'Kurtka przeciwdeszczowa Sarna');
      // Woken first, so the 150 ms are the island's and not its chunk's download.
      await passing.hover();
      await expect(page.locator('[data-island="quick-add"][data-product-id="10"]')).toHaveAttribute('data-island-state', 'mounted');
      await page.mouse.move(0, 0);
      const pagesBefore = (await productPageLoads(page, '/produkt/10-kurtka-przeciwdeszczowa-sarna')).length;
      await button.hover();
      await expect.poll(() => productPageLoads(page, JACKET_PAGE)).toHaveLength(1);
      expect((await productPageLoads(page, JACKET_PAGE))[0]!.purpose).toBeUndefined();
      await button.click();
      await expect(quickAddDialog(page)).toBeVisible();
      // No second fetch, and no speculation of the product page from the button: it is no link.
      expect(await productPageLoads(page, JACKET_PAGE)).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The other card's button, passed over for less than 150 ms, asked for nothing.
      await passing.hover();
      await page.waitForTimeout(60);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      expect(await productPageLoads(page, '/produkt/10-kurtka-przeciwdeszczowa-sarna')).toHaveLength(pagesBefore);
    });

    test('twenty openings leave no node behind; the page behind never scrolls; a zoom keeps it open; axe finds nothing', async ({ page }) => {
      test.slow();
      await openListing(page, theme.prefix + CLOTHING);
      await page.evaluate(() => window.scrollTo(0, 300));
      const opened = async () => {
        await openJacketByKeyboard(page, theme);
        await expect(quickAddDialog(page).locator('form[data-island="add-to-cart"]')).toHaveAttribute('data-island-state', /mounted|waiting/);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      };
      await opened();
      const afterOne = await domNodes(page);
      for (let opening = 2; opening <= 20; opening += 1) await opened();
      const afterTwenty = await domNodes(page);
      test.info().annotations.push({ type: 'DOM nodes', description: `after 1 opening ${JSON.stringify(afterOne)}, after 20 ${JSON.stringify(afterTwenty)}` });
      expect(afterTwenty.inDocument).toBe(afterOne.inDocument);
      // One opening's form is some 180 nodes: twenty kept would be thousands. (React holds the last one till its next render.)
      expect(afterTwenty.held - afterOne.held).toBeLessThan(10);
      expect(await page.locator('dialog').count()).toBe(0);

      await openJacketByKeyboard(page, theme);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/quick-add-${theme.shot}.png` });
      // A wheel over the backdrop: the page behind stays where it was.
      await page.mouse.move(20, 850);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => scrollY)).toBe(300);
      // Zooming in is a narrower window: the pop-up stays, as a sheet along the bottom.
      await page.setViewportSize({ width: 375, height: 700 });
      await expect(quickAddDialog(page)).toBeVisible();
      const sheet = (await quickAddDialog(page).boundingBox())!;
      expect([Math.round(sheet.x), Math.round(sheet.width), Math.round(sheet.y + sheet.height)]).toEqual([0, 375, 700]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/quick-add-${theme.shot}-sheet.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    });

    test('a product page that fails: the pop-up says so and links to the product page, one storefront:error', async ({ page, expectConsoleError }) => {
      expectConsoleError(/island "quick-add".*could not load the product page for quick add/);
      // The browser's own line for each failed GET: the hover's fetch ahead (dropped without a word) and the click's.
      expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
      const heard = await recordStorefrontEvents(page);
      await openListing(page, theme.prefix + CLOTHING);
      await fault(page, { call: 'page', status: 500, times: 2 });
      await quickAdd(page, theme.choose, JACKET).click();
      const dialog = page.getByRole('dialog', { name: JACKET, description: theme.failed });
      await expect(dialog.getByRole('link', { name: theme.openPage })).toHaveAttribute('href', `${theme.prefix}${JACKET_PAGE}`);
      await expect(page.locator('[data-sf-announcer]')).toContainText(theme.failed);
      expect(heard.filter((event) => event.type === 'storefront:error')).toHaveLength(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a product that cannot be added: the button says so with the card\'s reason, and a click does nothing', async ({ page }) => {
      await openListing(page, theme.prefix + SLEEPING_BAGS);
      const button = page.getByRole('button', { name: new RegExp(`${theme.buy}\\s*: Śpiwór puchowy Sokół`), description: /Niedostępny|niedostępny/ });
      await expect(button).toBeDisabled();
      await button.click({ force: true });
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await callsOf(page, 'AddCart')).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(theme.prefix + SLEEPING_BAGS);
    });
  });
}

test('without JavaScript the card\'s form opens the product page, or adds a product without options', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CLOTHING);
  await quickAdd(page, 'Wybierz opcje', JACKET).click();
  await expect(page).toHaveURL(new RegExp(`${JACKET_PAGE}\\??$`));
  await expect(page.locator('#add-to-cart-form')).toBeVisible();
  await page.goto(TENTS);
  await quickAdd(page, 'Do koszyka', 'Namiot Żubr', 3).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.locator('.cart-line')).toContainText('Namiot Żubr');
  await context.close();
});
