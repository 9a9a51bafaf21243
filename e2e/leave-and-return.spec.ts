/**
 * Every island leaves as it came (issue 37): a theme script that takes a mounted hook out of the page
 * and puts it back (responsive layouts and sticky headers do) gets the island back with the same
 * elements (nothing doubled, nothing left behind), the theme's own nodes and attributes, no console
 * error, and working. A hook moved into another container keeps working. Each case writes its row of
 * the table saved in .tmp/reports/leave-and-return-<project>.md (leave-and-return-table.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { callsOf, JACKET } from './detail-helpers';
import { expectOpen } from './disclosure-open';
import { expectEveryHookMounted, installLeaveProbe, takeOutAndPutBack, themeElementsGone, type RoundTrip } from './leave-and-return';
import { printWhenComplete, writeRow, type ReturnRow } from './leave-and-return-table';
import { documentIsMarked, LISTING, markDocument } from './listing-helpers';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';
import { T2 } from './theme-2-helpers';
import { GX_MESSAGES } from '../fixtures/theme-2/messages';
import { catalogue, type MessageKey, type PluralKey } from '../shared/messages/catalogue';

interface Case {
  url: string;
  /** The hook, by a selector the page's first match of which is taken out. */
  hook: string;
  /** One small use of the island once it is back, asserting what it did. */
  works: (at: { page: Page; hook: Locator }) => Promise<void>;
  /** Using it replaces the theme's nodes on purpose (a swap of the server's parts). */
  replacesOnUse?: true;
  /** Why the case is left for the runtime's restore (issue 37's rewrite of react-root.tsx and adopt.tsx). */
  fixme?: string;
}

/** What the product page's variant answer says, changed so each display island has something to show. */
const VARIANT = { name: 'Kurtka zimowa czerwona Łoś', amount: '123,45', sku: 'KZ-0001-05', availability: 'Ostatnie sztuki' };

/** Chooses an option of the product-options island by its label, and waits for its answer. */
async function choose(page: Page, label: string): Promise<void> {
  const radio = page.locator('[data-island="product-options"]').getByLabel(label, { exact: true });
  const answered = page.waitForResponse((r) => r.url().endsWith('/Default.aspx/GetOptions'));
  await radio.click();
  await expect(radio).toBeChecked();
  await answered;
  await expect(page.locator('[data-island="product-options"] [aria-busy="true"]')).toHaveCount(0);
}

/** Chooses M and Czerwony on the jacket, its answer carrying VARIANT's name, price and availability. */
async function chooseVariant(page: Page): Promise<void> {
  await page.route('**/Default.aspx/GetOptions', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { d: { ProductName: string; PriceGross: number; ProductState: { Text: string } } };
    body.d.ProductName = VARIANT.name;
    body.d.PriceGross = 123.45;
    body.d.ProductState.Text = VARIANT.availability;
    await route.fulfill({ response, json: body });
  });
  await choose(page, 'M');
  await choose(page, 'Czerwony');
}

const openDisclosure = async ({ hook }: { hook: Locator }) => {
  const summary = hook.locator(':scope > summary');
  await summary.click();
  await expectOpen(summary, true);
};

const pressWishlist = async ({ hook }: { hook: Locator }) => {
  await hook.getByRole('button').click();
  await expect(hook.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
};

const opensDialog = async ({ page, hook }: { page: Page; hook: Locator }) => {
  await hook.click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

const plusOne = async ({ page }: { page: Page }) => {
  const quantity = page.locator('[data-island="quantity"]');
  await quantity.locator('.quantity__plus').click();
  await expect(quantity.getByRole('spinbutton')).toHaveValue('2');
};

/** A theme's markup, where the cases' selectors differ. */
interface Theme {
  prefix: string;
  accountMenu: string;
  accordion: string;
  categoryBranch: string;
  /** The islands' words on the theme's pages: the catalogue's defaults, or theme 2's override of every one. */
  words: Readonly<Record<Exclude<MessageKey, PluralKey>, string>>;
}

const THEMES: Record<string, Theme> = {
  '': { prefix: '', accountMenu: '.account-menu', accordion: '.accordion', categoryBranch: '.category-tree__branch', words: catalogue },
  'theme 2 ': { prefix: T2, accountMenu: '.gx-account', accordion: '.gx-fold', categoryBranch: '.gx-tree__branch', words: GX_MESSAGES },
};

/** Every hook of the product page, the listing and the home page, each with one use of its island. */
function casesOf({ prefix, accountMenu, accordion, categoryBranch, words }: Theme): Record<string, Case> {
  const jacket = `${prefix}${JACKET}`;
  const listing = `${prefix}${LISTING}`;
  const home = `${prefix}${FIXTURE_PAGES.mainpage}`;
  return {
    'product page: search-suggest': {
      url: jacket,
      hook: '[data-island="search-suggest"]',
      works: async ({ page, hook }) => {
        await hook.getByRole('combobox').fill('kurt');
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      },
    },
    'product page: disclosure (account menu)': { url: jacket, hook: `[data-island="disclosure"]${accountMenu}`, works: openDisclosure },
    'product page: gallery': {
      url: jacket,
      hook: '[data-island="gallery"]',
      works: async ({ hook }) => {
        const thumb = hook.locator('.gallery-thumb:visible').nth(1);
        await thumb.click();
        await expect(thumb).toHaveAttribute('aria-current', 'true');
      },
    },
    'product page: product-name': {
      url: jacket,
      hook: '[data-island="product-name"]',
      works: async ({ page, hook }) => {
        await chooseVariant(page);
        await expect(hook).toHaveText(VARIANT.name);
      },
    },
    'product page: product-price': {
      url: jacket,
      hook: '[data-island="product-price"]',
      works: async ({ page, hook }) => {
        await chooseVariant(page);
        await expect(hook).toContainText(words['price.amount'].replace('{amount}', VARIANT.amount));
      },
    },
    'product page: product-codes': {
      url: jacket,
      hook: '[data-island="product-codes"]',
      works: async ({ page, hook }) => {
        await chooseVariant(page);
        await expect(hook).toContainText(VARIANT.sku);
      },
    },
    'product page: product-availability': {
      url: jacket,
      hook: '[data-island="product-availability"]',
      works: async ({ page, hook }) => {
        await chooseVariant(page);
        await expect(hook).toContainText(VARIANT.availability);
      },
    },
    'product page: add-to-cart (with options, size chart, quantity)': {
      url: jacket,
      hook: '[data-island="add-to-cart"]',
      works: async ({ page, hook }) => {
        await hook.locator('#add-to-cart-button').click();
        await expect(hook).toContainText(words['add-to-cart.missing-option']);
        expect(await callsOf(page, 'AddCart')).toEqual([]);
      },
    },
    'product page: product-options': { url: jacket, hook: '[data-island="product-options"]', works: ({ page }) => choose(page, 'M') },
    'product page: popup (size chart)': { url: jacket, hook: '[data-island="popup"]', works: opensDialog },
    'product page: quantity': { url: jacket, hook: '[data-island="quantity"]', works: plusOne },
    'product page: wishlist-toggle': { url: jacket, hook: '[data-island="wishlist-toggle"]', works: pressWishlist },
    'product page: availability-notice': { url: jacket, hook: '[data-island="availability-notice"]', works: opensDialog },
    'product page: disclosure (accordion)': { url: jacket, hook: `[data-island="disclosure"]${accordion}`, works: openDisclosure },
    'product page: tabs (with question-form)': {
      url: jacket,
      hook: '[data-island="tabs"]',
      works: async ({ hook }) => {
        const tab = hook.getByRole('tab').nth(1);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      },
    },
    'product page: question-form': {
      url: jacket,
      hook: '[data-island="question-form"]',
      works: async ({ page, hook }) => {
        // Its link is in the reviews' tab, the last.
        await page.locator('[data-island="tabs"]').getByRole('tab').last().click();
        await opensDialog({ page, hook });
      },
    },
    'listing: listing-swap (with its hooks)': {
      url: listing,
      hook: '[data-island="listing-swap"]',
      replacesOnUse: true,
      works: async ({ page, hook }) => {
        await markDocument(page);
        await hook.locator('a[href*="page=2"]').first().click();
        await expect(page).toHaveURL(/page=2/);
        await expect(hook.locator('[aria-current="page"][href*="page=2"]')).toHaveCount(1);
        expect(await documentIsMarked(page)).toBe(true);
      },
    },
    'listing: disclosure (category branch)': { url: listing, hook: `[data-island="disclosure"]${categoryBranch}`, works: openDisclosure },
    'listing: price-slider': {
      url: listing,
      hook: '[data-island="price-slider"]',
      works: async ({ hook }) => {
        const lowest = hook.getByRole('slider').first();
        const before = await lowest.getAttribute('aria-valuenow');
        await lowest.press('ArrowRight');
        await expect(lowest).not.toHaveAttribute('aria-valuenow', before!);
      },
    },
    'listing: wishlist-box': {
      url: listing,
      hook: '[data-island="wishlist-box"]',
      works: async ({ page, hook }) => {
        await page.locator('[data-island="wishlist-toggle"]').first().getByRole('button').click();
        await expect(hook).toHaveAttribute('data-wishlist-count', '1');
      },
    },
    'listing: sorter': {
      url: listing,
      hook: '[data-island="sorter"]',
      works: async ({ page, hook }) => {
        await hook.getByRole('combobox').selectOption('price-asc');
        await expect(page).toHaveURL(/sort=price-asc/);
      },
    },
    'listing: wishlist-toggle': { url: listing, hook: '[data-island="wishlist-toggle"]', works: pressWishlist },
    'home page: main-banner': {
      url: home,
      hook: '[data-island="main-banner"]',
      works: async ({ hook }) => {
        await hook.getByRole('button', { name: words['main-banner.pause'] }).click();
        await expect(hook.getByRole('button', { name: words['main-banner.play'] })).toBeVisible();
      },
    },
    'home page: producer-carousel': {
      url: home,
      hook: '[data-island="producer-carousel"]',
      works: async ({ hook }) => {
        const first = hook.locator('.glide__slides > *').first();
        await expect(first).not.toHaveAttribute('inert');
        await hook.getByRole('button', { name: words['producer-carousel.next'] }).click();
        await expect(first).toHaveAttribute('inert');
      },
    },
    'home page: wishlist-toggle': { url: home, hook: '[data-island="wishlist-toggle"]', works: pressWishlist },
  };
}

const CASES: Record<string, Case> = Object.fromEntries(
  Object.entries(THEMES).flatMap(([name, theme]) => Object.entries(casesOf(theme)).map(([title, c]) => [`${name}${title}`, c])),
);

/**
 * A sticky bar takes the product form: at once (the hook never leaves the page, its island stays), or
 * after a frame out of it (unmounted, then woken again in the bar).
 */
const MOVES = { 'at once': false, 'after a frame out of the page': true } as const;
const movedTitle = (how: string) => `product page: add-to-cart moved into a sticky bar ${how}`;
const TITLES = [...Object.keys(CASES), ...Object.keys(MOVES).map(movedTitle)];

type Row = Pick<ReturnRow, 'elements' | 'works' | 'whileOut'>;

/** A list for a table cell: its first few, and how many in all. */
const few = (list: readonly string[]) => (list.length > 4 ? `${list.slice(0, 3).join('; ')}; … ${list.length} in all` : list.join('; '));

/** What differs between the hook's first mount and its second, for the table; '' when nothing does. */
function differences(trip: RoundTrip): string {
  const { before, after } = trip.elements;
  const parts = [
    before === after ? '' : `${before} → ${after}`,
    trip.leftBehind.length ? `${trip.leftBehind.length} left behind` : '',
    trip.themeReplaced.length ? `${trip.themeReplaced.length} of the theme's replaced` : '',
    trip.attributesChanged.length ? `attributes: ${few(trip.attributesChanged)}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
  await installLeaveProbe(page);
});

test.afterAll(({}, testInfo) => printWhenComplete(testInfo.project.name, TITLES));

/** Runs `journey`, then writes its row, whatever happened: console errors as they came, what it left unset as "no". */
async function recorded(page: Page, title: string, journey: (row: Row) => Promise<void>): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const row: Row = { elements: 'no', works: 'no' };
  try {
    await journey(row);
  } finally {
    writeRow({ project: test.info().project.name, title, ...row, console: errors.length ? `no: ${errors.join('; ').slice(0, 200)}` : 'yes' });
  }
}

for (const [title, c] of Object.entries(CASES)) {
  test(`${title}: taken out and put back, it comes back with the same elements and works`, async ({ page }) => {
    if (c.fixme) {
      writeRow({ project: test.info().project.name, title, elements: `fixme: ${c.fixme}`, works: '—', console: '—' });
      test.fixme(true, c.fixme);
    }
    await recorded(page, title, async (row) => {
      await page.goto(c.url);
      await expectEveryHookMounted(page);
      const hook = page.locator(c.hook).first();
      const trip = await takeOutAndPutBack(page, hook);
      const whileOut = [...trip.outAttributes, ...trip.outExtra.map((extra) => `+${extra}`), ...trip.outText];
      row.whileOut = whileOut.length ? `no: ${few(whileOut)}` : 'yes';
      const differ = differences(trip);
      row.elements = differ ? `no: ${differ}` : `yes (${trip.elements.after})`;
      expect.soft(trip.elements.after, 'elements after the second mount').toBe(trip.elements.before);
      expect.soft(trip.leftBehind, 'elements of the first mount still in the hook').toEqual([]);
      expect.soft(trip.themeReplaced, "the theme's elements no longer in the hook").toEqual([]);
      expect.soft(trip.attributesChanged, "the theme's attributes, first mount → second").toEqual([]);
      expect.soft(whileOut, 'unmounted, while out of the page: unlike the server markup (attributes, elements, text)').toEqual([]);
      await c.works({ page, hook });
      if (!c.replacesOnUse) expect(await themeElementsGone(hook), "the theme's elements replaced by using it").toEqual([]);
      row.works = 'yes';
    });
  });
}

for (const [how, frameOut] of Object.entries(MOVES)) {
  test(`${movedTitle(how)}: it works there, options, quantity and the add`, async ({ page }) => {
    await recorded(page, movedTitle(how), async (row) => {
      await page.goto(JACKET);
      await expectEveryHookMounted(page);
      const form = page.locator('[data-island="add-to-cart"]');
      const elements = await form.evaluate(async (element, out) => {
        const count = element.querySelectorAll('*').length;
        const bar = document.createElement('div');
        bar.className = 'sticky-bar';
        document.body.append(bar);
        if (out) {
          element.remove();
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        bar.append(element);
        return count;
      }, frameOut);
      await expect(page.locator('.sticky-bar > [data-island="add-to-cart"]')).toHaveCount(1);
      await expectEveryHookMounted(page);
      const after = await form.evaluate((element) => element.querySelectorAll('*').length);
      row.elements = after === elements ? `yes (${after})` : `no: ${elements} → ${after}`;
      expect.soft(after).toBe(elements);
      await chooseVariant(page);
      await plusOne({ page });
      await form.locator('#add-to-cart-button').click();
      await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toContainText('Ilość: 2');
      expect((await callsOf(page, 'AddCart')).map((call) => call.body)).toEqual([{ request: { Amount: 2, ProductId: 1, OptionId: 10005, addons: [] } }]);
      row.works = 'yes';
    });
  });
}
