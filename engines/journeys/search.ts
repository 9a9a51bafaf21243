/** The header search (suggestions and recent phrases) and the advanced search page. */
import { deepEqual, equal, ok } from 'node:assert/strict';
import { CHUNK_DELAY_COOKIE } from '../../fixtures/static';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../shared/constants';
import type { Driver } from '../driver';
import { islandsSettled } from '../hooks';
import type { Journey } from '../journey';
import { startVisit } from '../shop';
import { waitFor } from '../wait';

const FIELD = '#header-search-q';

/** The listbox's options once shown, each as its id, text and link. */
const shownOptions = (driver: Driver) =>
  waitFor(driver, 'the suggestions listbox', () => {
    const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')].filter((o) => o.getClientRects().length > 0);
    return options.length > 0 && options.map((o) => ({ id: o.id, text: o.textContent ?? '', href: o.getAttribute('href') }));
  });

const suggestions: Journey = {
  name: 'search: suggestions by keyboard, then a recent phrase',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/');
    await driver.click(FIELD);
    await driver.type('kurtki');
    const options = await shownOptions(driver);
    await driver.press('ArrowDown');
    await driver.press('ArrowDown');
    await waitFor(driver, 'the second option active', (id: string) => {
      const field = document.querySelector('#header-search-q');
      return document.activeElement === field && field?.getAttribute('aria-activedescendant') === id && document.getElementById(id)?.getAttribute('aria-selected') === 'true';
    }, options[1]!.id);
    await driver.press('Enter');
    await waitFor(driver, `the page of ${options[1]!.href}`, (href: string) => location.pathname + location.search === href && document.readyState === 'complete', options[1]!.href!);

    await driver.click(FIELD);
    await driver.type('namiot');
    await shownOptions(driver);
    await driver.press('Enter');
    await waitFor(driver, 'the results of "namiot"', () => location.pathname === '/szukaj' && location.search === '?q=namiot' && document.readyState === 'complete');
    deepEqual(JSON.parse((await driver.evaluate((key: string) => localStorage.getItem(key), RECENT_SEARCHES_STORAGE_KEY)) ?? 'null'), ['namiot']);
    await islandsSettled(driver);

    await driver.open('/');
    await driver.click(FIELD);
    const recent = await shownOptions(driver);
    equal(recent[0]!.text, 'namiot');
    await driver.press('ArrowDown');
    await driver.press('Enter');
    await waitFor(driver, 'the results of the recent phrase', () => location.pathname === '/szukaj' && location.search === '?q=namiot');
  },
};

const advanced: Journey = {
  name: 'search: advanced search by keyboard, category brings its producers, Enter searches',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/szukaj');
    const producersBefore = await driver.evaluate(() => document.querySelectorAll('#search-producer option').length);
    await driver.evaluate(() => (document.querySelector('#search-category') as HTMLSelectElement).focus());
    await driver.press('ArrowDown');
    await driver.press('ArrowDown');
    equal(await driver.evaluate(() => (document.querySelector('#search-category') as HTMLSelectElement).value), '2');
    const producer = await waitFor(driver, "the category's producers", (before: number) => {
      const options = document.querySelectorAll('#search-producer option');
      return options.length !== before && !document.querySelector('#advanced-search-form[aria-busy="true"]') && (options[1] as HTMLOptionElement).value;
    }, producersBefore);
    await driver.press('Tab');
    ok(await driver.evaluate(() => document.activeElement?.id === 'search-producer'), 'Tab did not reach the producer');
    await driver.press('ArrowDown');
    await driver.evaluate(() => (document.querySelector('#search-q') as HTMLInputElement).focus());
    await driver.type('kurtka');
    await driver.press('Enter');
    await waitFor(driver, 'the results page', (id: string) => {
      const params = new URLSearchParams(location.search);
      return params.get('q') === 'kurtka' && params.get('category') === '2' && params.get('producer') === id && document.readyState === 'complete';
    }, producer);
    ok(await driver.evaluate(() => /Wyniki wyszukiwania/.test(document.body.textContent ?? '')), 'no results heading');
  },
};

// Leaving a page cuts off the island chunks still on their way; both engines fail those imports, and
// WebKit then kept the page in its back/forward cache with the islands marked failed.
const leftWhileLoading: Journey = {
  name: 'search: a page left while its island chunks load has working islands when the shopper comes back',
  async run(driver) {
    // The shop under another host name: chunks an earlier journey left in the browser's cache (keyed by URL)
    // never reach the shop's delay, and the page had nothing loading to be left during (WebKit, once in three
    // runs of the whole set). Nothing else in a run asks localhost for them.
    const shop = driver.origin.replace('//127.0.0.1:', '//localhost:');
    await startVisit(driver, { cookies: { [CHUNK_DELAY_COOKIE]: '4000' }, origin: shop });
    await driver.open(`${shop}/szukaj`);
    await waitFor(driver, 'an island loading', () => document.querySelector('[data-island-state="loading"]') !== null);
    await driver.open(`${shop}/faq`);
    await driver.evaluate((name: string) => (document.cookie = `${name}=; path=/; max-age=0`), CHUNK_DELAY_COOKIE);
    await driver.evaluate(() => history.back());
    await waitFor(driver, 'the search page again', () => location.pathname === '/szukaj' && document.readyState === 'complete');
    await islandsSettled(driver);
  },
};

export const searchJourneys: Journey[] = [suggestions, advanced, leftWhileLoading];
