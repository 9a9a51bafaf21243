/** The listing: filters with the page-part swap and Back, the price slider, the sorter, the wishlist. */
import { deepEqual, equal, ok } from 'node:assert/strict';
import type { Driver } from '../driver';
import type { Journey } from '../journey';
import { cookie, startVisit } from '../shop';
import { waitFor } from '../wait';

const LISTING = '/kategoria/odziez';

/** Marks the document, so a journey can prove a change happened without a full page load. */
const markDocument = (driver: Driver) => driver.evaluate(() => void ((window as unknown as { sfMark: boolean }).sfMark = true));
const documentIsMarked = (driver: Driver) => driver.evaluate(() => (window as unknown as { sfMark?: boolean }).sfMark === true);

/** Waits until the query matches and the page shows the result count a full load of its URL shows. */
async function showsListing(driver: Driver, query: RegExp): Promise<void> {
  await waitFor(driver, `the URL to match ${query}`, (source: string) => new RegExp(source).test(location.search), query.source);
  await waitFor(driver, 'the result count of a full load of this URL', async () => {
    const full = /Znaleziono [^<]*/.exec(await (await fetch(location.href)).text())?.[0];
    return document.querySelector('[data-result-count]')?.textContent === full;
  });
}

/** The same, reached without a full load. */
async function swappedTo(driver: Driver, query: RegExp): Promise<void> {
  await showsListing(driver, query);
  ok(await documentIsMarked(driver), 'the page was loaded again instead of swapped');
}

const availableOnly = (driver: Driver) => driver.evaluate(() => (document.querySelector('#filter-available') as HTMLInputElement).checked);

async function openListing(driver: Driver, path = LISTING): Promise<void> {
  await startVisit(driver);
  await driver.open(path);
  await waitFor(driver, 'the swap island mounted', () => document.querySelector('[data-island="listing-swap"]')?.getAttribute('data-island-state') === 'mounted');
  await markDocument(driver);
}

const filterAndBack: Journey = {
  name: 'listing: filter by a checkbox and by the price slider (keyboard) with the swap, then Back',
  async run(driver) {
    await openListing(driver);
    await driver.click('label[for="filter-available"]');
    await swappedTo(driver, /available=1/);
    await driver.evaluate(() => document.querySelector('[data-island="price-slider"]')?.scrollIntoView({ block: 'center' }));
    await waitFor(driver, 'the price slider mounted', () => document.querySelector('[data-island="price-slider"]')?.getAttribute('data-island-state') === 'mounted');
    await driver.evaluate(() => (document.querySelector('[data-island="price-slider"] [role="slider"]') as HTMLElement).focus());
    await driver.press('PageUp');
    await driver.press('ArrowRight');
    await swappedTo(driver, /priceFrom=\d+.*available=1|available=1.*priceFrom=\d+/);
    ok(await driver.evaluate(() => document.activeElement?.getAttribute('role') === 'slider'), 'the slider handle lost focus');
    await driver.evaluate(() => history.back());
    await swappedTo(driver, /^(?!.*priceFrom).*available=1/);
    equal(await availableOnly(driver), true);
    await driver.evaluate(() => history.back());
    await waitFor(driver, 'the first listing back', () => location.search === '');
    await swappedTo(driver, /^$/);
    equal(await availableOnly(driver), false);
  },
};

const pageLink: Journey = {
  name: 'listing: a page link swaps the listing in place and moves focus to its heading',
  async run(driver) {
    await openListing(driver);
    await driver.click('a.pagination__link[aria-label="Strona 2"]');
    await swappedTo(driver, /page=2/);
    await waitFor(driver, 'focus on the listing heading', () => document.activeElement?.id === 'listing-heading');
    ok(await driver.evaluate(() => /strona 2/.test(document.title)), 'the title does not name page 2');
  },
};

const backFromProduct: Journey = {
  name: 'listing: a filtered listing, a product page, then Back and Back again restore both listings',
  async run(driver) {
    await openListing(driver);
    await driver.click('label[for="filter-available"]');
    await swappedTo(driver, /available=1/);
    await driver.click('.product-card__link');
    await waitFor(driver, 'the product page', () => document.body.dataset.page === 'detail' && document.readyState === 'complete');
    // Restored from the back/forward cache or loaded again, as the engine decides: the shopper sees the same.
    await driver.evaluate(() => history.back());
    await showsListing(driver, /^\?available=1$/);
    equal(await availableOnly(driver), true);
    await driver.evaluate(() => history.back());
    await showsListing(driver, /^$/);
    equal(await availableOnly(driver), false);
  },
};

const prices = (driver: Driver): Promise<number[]> =>
  driver.evaluate(() => [...document.querySelectorAll('.product-card .price__current')].map((p) => Number(p.textContent!.replace(/[^\d,]/g, '').replace(',', '.'))));

const sort: Journey = {
  name: 'listing: sort with the arrow keys on the dropdown, the order kept in its cookie',
  async run(driver) {
    await openListing(driver);
    await driver.evaluate(() => (document.querySelector('#sort-select') as HTMLSelectElement).focus());
    await driver.press('ArrowDown');
    await swappedTo(driver, /sort=price-asc/);
    const list = await prices(driver);
    ok(list.every((price, i) => i === 0 || list[i - 1]! <= price), `not ascending: ${list.join(' ')}`);
    ok(await driver.evaluate(() => document.activeElement?.id === 'sort-select'), 'the dropdown lost focus');
    equal(await cookie(driver, 'GOshop.SortOrder'), 'price-asc');
  },
};

const wishlist: Journey = {
  name: 'listing: wishlist toggle by mouse adds and removes, the box follows',
  async run(driver) {
    await openListing(driver);
    const [id, name] = await driver.evaluate(() => {
      const card = document.querySelector('.product-card')!;
      return [card.getAttribute('data-product-id')!, card.querySelector('.product-card__title')!.textContent!.trim()];
    });
    const toggle = `.product-card[data-product-id="${id}"] .wishlist-toggle`;
    await driver.click(toggle);
    // The box wakes as it nears the viewport.
    await driver.evaluate(() => document.querySelector('section.wishlist-box')!.scrollIntoView());
    await waitFor(driver, 'the toggle pressed and the box holding it', (selector: string, wanted: string) => {
      const box = document.querySelector('section.wishlist-box');
      return document.querySelector(selector)?.getAttribute('aria-pressed') === 'true' && box?.getAttribute('data-wishlist-count') === '1' && box.textContent?.includes(wanted);
    }, toggle, name);
    deepEqual((JSON.parse((await cookie(driver, 'wishlist-cookie'))!) as { id: number }[]).map((e) => e.id), [Number(id)]);
    await driver.click(toggle);
    await waitFor(driver, 'the toggle released and the box empty', (selector: string) =>
      document.querySelector(selector)?.getAttribute('aria-pressed') === 'false' && document.querySelector('section.wishlist-box')?.getAttribute('data-wishlist-count') === '0', toggle);
  },
};

export const listingJourneys: Journey[] = [filterAndBack, pageLink, backFromProduct, sort, wishlist];
