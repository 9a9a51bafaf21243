/**
 * The islands' own UI under a theme's ordinary global rules (issue 27 §3): with each piece on screen, a stylesheet of
 * element resets, link colours and a dark header with light links (hostile-theme.ts) is added after every other one,
 * and the piece must look as it did (the same colours, borders, spacing and control sizes) and pass axe, contrast
 * included, judged against the page around it. The theme's own content is the theme's business: axe checks only
 * what the islands draw.
 */
import type { Page } from '@playwright/test';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../shared/constants';
import { axeViolations } from './axe-violations';
import { cartButton, JACKET } from './detail-helpers';
import { HOSTILE_THEME_CSS } from './hostile-theme';
import { injectModule } from './inject-module';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

interface IslandUi {
  path: string;
  /** Brings the piece on screen. */
  open: (page: Page) => Promise<void>;
  /** What the islands draw there: each must be on screen, and look the same under the theme's rules. */
  parts: string[];
  /** What axe checks, when more than the parts (a dialog with the server content in it). */
  scope?: string[];
  /** The cookie notice is left to show (by default it was accepted, to keep it out of the others). */
  cookieNotice?: true;
}

const ISLAND_UI: Record<string, IslandUi> = {
  'suggestions in a dark header with light links': {
    path: FIXTURE_PAGES.mainpage,
    async open(page) {
      await page.locator('#header-search-q').fill('kurtka');
      await expect(page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' }).getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.search-suggest__option[aria-selected="true"]')).toHaveCount(1);
    },
    parts: ['.search-suggest__panel', '.search-suggest__group-label', '.search-suggest__option', '.search-suggest__image', '.search-suggest__price'],
  },
  'the cookie notice and its link': {
    path: FIXTURE_PAGES.mainpage,
    cookieNotice: true,
    open: (page) => expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible(),
    parts: ['.sf-cookie-notice', '.sf-cookie-notice__message', '.sf-cookie-notice__message a', '.sf-cookie-notice__close'],
  },
  'the recently viewed clear button': {
    path: '/produkt/3-namiot-zubr',
    async open(page) {
      // Noted at idle, once the tent's page woke; the jacket's page then lists it.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_STORAGE_KEY)).not.toBeNull();
      await page.goto(JACKET);
      await page.locator('.sf-recently-viewed__clear').scrollIntoViewIfNeeded();
    },
    parts: ['.sf-recently-viewed__clear'],
  },
  'the pop-up dialog': {
    path: FIXTURE_PAGES.detailWithSizeChart,
    async open(page) {
      await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
      await expect(page.getByRole('dialog', { name: 'Tabela rozmiarów' })).toBeVisible();
    },
    parts: ['.sf-dialog__frame', '.sf-dialog__header', '.sf-dialog__title', '.sf-dialog__close'],
    scope: ['.sf-dialog'],
  },
  'the tab list': {
    path: JACKET,
    async open(page) {
      await page.locator('#product-tabs').scrollIntoViewIfNeeded();
      await expect(page.getByRole('tablist', { name: 'Informacje o produkcie' })).toBeVisible();
    },
    parts: ['.sf-tabs__list', '.sf-tabs__tab'],
  },
  'the gallery buttons over the image': {
    path: JACKET,
    open: (page) => expect(page.getByRole('button', { name: 'Powiększ zdjęcie' })).toBeVisible(),
    parts: ['.gallery-main__nav', '.gallery-main__zoom'],
  },
  'the lightbox': {
    path: JACKET,
    async open(page) {
      await page.getByRole('button', { name: 'Powiększ zdjęcie' }).click();
      await expect(page.getByRole('dialog', { name: 'Kurtka zimowa żółta Łoś' }).getByRole('button', { name: 'Następne zdjęcie' })).toBeVisible();
    },
    parts: ['.sf-lightbox .sf-dialog__close', '.lightbox__image', '.lightbox__caption', '.lightbox__nav', '.lightbox__nav-button'],
    scope: ['.sf-lightbox'],
  },
  'the banner and producer carousels': {
    path: FIXTURE_PAGES.mainpage,
    async open(page) {
      await expect(page.getByRole('button', { name: 'Następny slajd' })).toBeVisible();
      await page.locator('[data-island="producer-carousel"]').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Następni producenci' })).toBeVisible();
    },
    // The producers' slides are theme list items that glide lays out: a theme's `li { margin }` must not shift them.
    parts: ['.main-banner__control', '.main-banner__position', '.producer-carousel__control', '.producer-carousel .glide__slide'],
  },
  'the price slider handles': {
    path: FIXTURE_PAGES.listing,
    async open(page) {
      await page.locator('[data-island="price-slider"]').scrollIntoViewIfNeeded();
      await expect(page.locator('.sf-price-slider .noUi-handle')).toHaveCount(2);
    },
    parts: ['.sf-price-slider', '.sf-price-slider .noUi-connect', '.sf-price-slider .noUi-handle'],
  },
  'the loading indicator': {
    path: FIXTURE_PAGES.listing,
    async open(page) {
      // A copy of the indicator's module with an endless load: the page's own loads are over too soon to look at.
      await injectModule(page, 'shared/ui/loading-indicator.ts', 'loading');
      await page.evaluate(() => void window.loading.whileLoading(new Promise<void>(() => {})));
      await expect(page.locator('.sf-loading:not([hidden]) .sf-loading__spinner')).toBeVisible();
    },
    parts: ['.sf-loading:not([hidden])', '.sf-loading:not([hidden]) .sf-loading__spinner'],
  },
  'an inline error message': {
    path: JACKET,
    async open(page) {
      await cartButton(page).click();
      await expect(page.locator('.add-to-cart__message')).toHaveText('Proszę wybrać opcję produktu');
    },
    parts: ['.add-to-cart__message'],
  },
};

declare global {
  interface Window {
    loading: typeof import('../shared/ui/loading-indicator');
  }
}

/**
 * What a theme rule could change in a piece: each matched element's own look, and a control's size (its box model shows
 * there: a `box-sizing` of the theme's matters only where a box has a size of its own).
 */
const LOOK = [
  'display',
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'font-size',
  'font-weight',
  'list-style-type',
  'text-decoration-line',
];

async function looks(page: Page, selectors: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    ({ selectors, properties }) => {
      const look: Record<string, string> = {};
      for (const selector of selectors) {
        document.querySelectorAll(selector).forEach((element, i) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          // A control's size is its own; a panel's follows the theme's layout around it, an option's width its panel's.
          const size = element.matches('button, .noUi-handle, .sf-loading__spinner') ? [`width ${box.width}`, `height ${box.height}`] : element.matches('[role="option"]') ? [`height ${box.height}`] : [];
          look[`${selector} #${i}`] = [...properties.map((p) => `${p} ${style.getPropertyValue(p)}`), ...size].join('; ');
        });
      }
      return look;
    },
    { selectors, properties: LOOK },
  );
}

// Style rules, not policy: the strict CSP would refuse the added stylesheet, and the islands draw the same there.
test.beforeEach(() => test.skip(test.info().project.name !== 'chromium', 'the styles are the same under the strict CSP'));
test.use({ reducedMotion: 'reduce' });

for (const [name, ui] of Object.entries(ISLAND_UI)) {
  test(`${name}: legible and laid out under a theme's ordinary rules`, async ({ page }) => {
    if (!ui.cookieNotice) await acceptCookies(page);
    await page.goto(ui.path);
    await ui.open(page);
    for (const part of ui.parts) await expect(page.locator(part).first(), part).toBeVisible();
    const ownLook = await looks(page, ui.parts);

    await page.addStyleTag({ content: HOSTILE_THEME_CSS });
    expect(await looks(page, ui.parts)).toEqual(ownLook);
    expect(await axeViolations(page, ui.scope ?? ui.parts)).toEqual([]);
    const picture = test.info().outputPath('under-theme-rules.png');
    await page.screenshot({ path: picture });
    await test.info().attach('under the theme rules', { path: picture, contentType: 'image/png' });
  });
}
