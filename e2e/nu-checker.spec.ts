/**
 * The Nu Html Checker finds no error in any page: in the server's HTML, and in the DOM once every island on the
 * page woke and mounted, closed and in the open states (suggestions shown, a dialog open, a variant chosen), as an
 * outside checker sees the page at that moment.
 */
import type { Page } from '@playwright/test';
import { wakeAll } from '../scripts/bench/wake-islands';
import { choose, JACKET, SLEEPING_BAG, TENT } from './detail-helpers';
import { JACKET_2, T2, THEME_2_PAGES } from './theme-2-helpers';
import { gx } from './theme-2-messages';
import { startNuChecker, type NuChecker } from './nu-checker-service';
import { acceptCookies, expect, FIXTURE_PAGES, MORE_AXE_PAGES, test as base } from './test';

const test = base.extend<object, { nu: NuChecker }>({
  nu: [
    async ({}, use) => {
      const nu = await startNuChecker();
      await use(nu);
      nu.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

// Markup, not policy: under the strict CSP the islands draw the same DOM, so a second run would check it twice.
test.beforeEach(() => test.skip(test.info().project.name !== 'chromium', 'the markup is the same under the strict CSP'));

/** The DOM as it stands, as a document the checker can read. */
const serialised = (page: Page): Promise<string> => page.evaluate(() => '<!doctype html>' + document.documentElement.outerHTML);

/** Wakes every hook on the page (scrolled to, hovered, focused) and waits until each one has mounted. */
async function everyIslandAwake(page: Page): Promise<void> {
  expect(await wakeAll(page), 'hooks that never woke').toEqual([]);
  await expect(page.locator('[data-island]:not([data-island-state="mounted"])')).toHaveCount(0);
}

/** Every page type, then content pages, results, a filtered listing and products in every state, then every page type of the second theme: label and path. */
const PAGES: [string, string][] = [
  ...Object.entries(FIXTURE_PAGES).map(([name, path]): [string, string] => [`${name} (${path})`, path]),
  ...MORE_AXE_PAGES.map((path): [string, string] => [path, path]),
  ...THEME_2_PAGES.map(([path, type]): [string, string] => [`theme 2 ${type} (${path})`, path]),
];

interface OpenState {
  path: string;
  /** Brings the page into the state once every island woke; the state is then on screen. */
  open: (page: Page) => Promise<void>;
  /** The cookie notice is left to show (by default it was accepted, to keep it out of the others). */
  cookieNotice?: true;
}

const OPEN_STATES: Record<string, OpenState> = {
  'suggestions shown': {
    path: FIXTURE_PAGES.mainpage,
    async open(page) {
      await page.locator('#header-search-q').fill('kurtka');
      await expect(page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' }).getByRole('option').first()).toBeVisible();
    },
  },
  'the cookie notice shown': {
    path: FIXTURE_PAGES.mainpage,
    cookieNotice: true,
    open: (page) => expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible(),
  },
  'the size-chart pop-up open': {
    path: FIXTURE_PAGES.detailWithSizeChart,
    async open(page) {
      await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
      await expect(page.getByRole('dialog', { name: 'Tabela rozmiarów' })).toBeVisible();
    },
  },
  'the contact question form open': {
    path: FIXTURE_PAGES.faq,
    async open(page) {
      await page.getByRole('link', { name: 'Napisz do nas' }).click();
      await expect(page.getByRole('dialog', { name: 'Napisz do nas' }).getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
    },
  },
  'the product question form open': {
    path: FIXTURE_PAGES.detail,
    async open(page) {
      await page.getByRole('tab', { name: 'Opinie' }).click();
      await page.getByRole('link', { name: 'Zadaj pytanie o ten produkt' }).click();
      await expect(page.getByRole('dialog', { name: 'Zadaj pytanie o ten produkt' }).getByRole('button', { name: 'Wyślij' })).toBeVisible();
    },
  },
  'the availability-notice form open': {
    path: SLEEPING_BAG,
    async open(page) {
      await page.getByRole('link', { name: 'Powiadom mnie o dostępności' }).click();
      await expect(page.getByRole('dialog', { name: 'Powiadom o dostępności' }).getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
    },
  },
  'the product question form showing its field errors': {
    path: FIXTURE_PAGES.detail,
    async open(page) {
      await page.getByRole('tab', { name: 'Opinie' }).click();
      await page.getByRole('link', { name: 'Zadaj pytanie o ten produkt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zadaj pytanie o ten produkt' });
      await dialog.getByRole('button', { name: 'Wyślij' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveAccessibleDescription('To pole jest wymagane.');
    },
  },
  'the availability-notice form showing its e-mail error': {
    // A variant out of stock: its form has no captcha, so Enter sends it.
    path: FIXTURE_PAGES.detailWithSizeChart,
    async open(page) {
      await page.getByRole('link', { name: 'Powiadom mnie o dostępności' }).click();
      const dialog = page.getByRole('dialog', { name: 'Powiadom o dostępności' });
      await dialog.getByRole('textbox', { name: 'Twój e-mail' }).fill('anna@');
      await dialog.getByRole('textbox', { name: 'Twój e-mail' }).press('Enter');
      await expect(dialog.getByRole('textbox', { name: 'Twój e-mail' })).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan@example.pl.');
    },
  },
  'the added-to-cart pop-up open': {
    path: TENT,
    async open(page) {
      await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
      await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toContainText('Namiot Żubr');
    },
  },
  'a variant chosen': {
    path: JACKET,
    async open(page) {
      await choose(page, 'M');
      await choose(page, 'Żółty');
    },
  },
  'the recently viewed list shown': {
    path: TENT,
    async open(page) {
      await page.goto(JACKET);
      await expect(page.getByRole('region', { name: 'Ostatnio oglądane' }).getByRole('listitem')).toHaveText(['Namiot Żubr']);
    },
  },
  'theme 2: the recently viewed list shown': {
    path: `${T2}/produkt/3-namiot-zubr`,
    async open(page) {
      await page.goto(JACKET_2);
      await expect(page.getByRole('region', { name: 'Oglądane ostatnio' }).getByRole('listitem')).toHaveText(['Namiot Żubr']);
    },
  },
  'theme 2: suggestions shown': {
    path: `${T2}/`,
    async open(page) {
      await page.locator('#gx-q').fill('kurtka');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    },
  },
  'theme 2: a variant chosen and the added-to-cart pop-up open': {
    path: JACKET_2,
    async open(page) {
      await choose(page, 'M');
      await choose(page, 'Czerwony');
      await page.getByRole('button', { name: 'Do koszyka' }).click();
      await expect(page.getByRole('dialog', { name: gx('add-to-cart.added') })).toBeVisible();
    },
  },
  'the quick add pop-up open, its product form awake': { path: '/kategoria/odziez', open: openQuickAdd },
  'theme 2: the quick add pop-up open, its product form awake': { path: `${T2}/kategoria/odziez`, open: openQuickAdd },
  'the sticky add-to-cart bar shown': { path: TENT, open: showStickyBar },
  'theme 2: the sticky add-to-cart bar shown': { path: `${T2}${TENT}`, open: showStickyBar },
};

/** The jacket's quick add opened by keyboard: its product page's form in the pop-up, the islands in it awake. */
async function openQuickAdd(page: Page): Promise<void> {
  await page.locator('[data-island="quick-add"][data-product-id="1"] button').focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.sf-quick-add');
  await expect(dialog.locator('[data-island="product-options"]')).toHaveAttribute('data-island-state', 'mounted');
  await expect(dialog.locator('[data-island="add-to-cart"]')).toHaveAttribute('data-island-state', 'mounted');
}

/** Scrolls the form's button out above a window short enough for the tent's page: the sticky bar shows. */
async function showStickyBar(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[data-sticky-bar]')).toBeVisible();
}

test.describe('the Nu Html Checker finds no error', () => {
  for (const [label, path] of PAGES) {
    test(`in the server HTML of ${label}`, async ({ request, nu }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await nu.errors(await response.text())).toEqual([]);
    });

    test(`on ${label} once every island woke`, async ({ page, nu }) => {
      await acceptCookies(page);
      await page.goto(path);
      await everyIslandAwake(page);
      expect(await nu.errors(await serialised(page))).toEqual([]);
    });
  }

  for (const [name, state] of Object.entries(OPEN_STATES)) {
    test(`with ${name} (${state.path})`, async ({ page, nu }) => {
      if (!state.cookieNotice) await acceptCookies(page);
      await page.goto(state.path);
      await everyIslandAwake(page);
      await state.open(page);
      await everyIslandAwake(page);
      expect(await nu.errors(await serialised(page))).toEqual([]);
    });
  }
});
