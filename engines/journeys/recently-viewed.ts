/** Recently viewed products, in both fixture themes: noted once cookies are accepted, listed newest first, cleared. */
import { deepEqual, equal, ok } from 'node:assert/strict';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../shared/constants';
import { afterTwoFrames, type Driver } from '../driver';
import type { Journey } from '../journey';
import { startVisit } from '../shop';
import { waitFor } from '../wait';

const THEMES = [
  { theme: 'theme 1', prefix: '', clearBy: 'mouse' },
  { theme: 'theme 2', prefix: '/motyw-2', clearBy: 'keyboard' },
] as const;

const JACKET = { id: 1, path: '/produkt/1-kurtka-zimowa-zolta-los', name: 'Kurtka zimowa żółta Łoś' };
const BOOTS = { id: 2, path: '/produkt/2-buty-trekkingowe-los', name: 'Buty trekkingowe Łoś' };
const TENT = { id: 3, path: '/produkt/3-namiot-zubr', name: 'Namiot Żubr' };

const HOOK = '[data-island="recently-viewed"]';
const REGION = '[data-recent-region]';
// Theme 2 has a clear button of its own; theme 1's is the one the island adds after the list.
const CLEAR = '[data-recent-region] button';

/** Opens a product page once its recently viewed island is awake, and it has rendered what it read. */
async function openProduct(driver: Driver, path: string): Promise<void> {
  await driver.open(path);
  await waitFor(driver, 'the recently viewed island mounted', (hook: string) => document.querySelector(hook)?.getAttribute('data-island-state') === 'mounted', HOOK);
  await driver.evaluate(afterTwoFrames);
}

/** The product ids kept in localStorage, newest first; null when nothing is kept. */
const storedIds = (driver: Driver) =>
  driver.evaluate((key: string) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { id: number }[]).map((entry) => entry.id);
  }, RECENTLY_VIEWED_STORAGE_KEY);

const waitForStored = (driver: Driver, ids: number[]) =>
  waitFor(driver, `${JSON.stringify(ids)} kept`, (key: string, wanted: string) => {
    const raw = localStorage.getItem(key);
    return raw !== null && JSON.stringify((JSON.parse(raw) as { id: number }[]).map((entry) => entry.id)) === wanted;
  }, RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(ids));

/** The region as the shopper sees it: hidden or not, and each card's name and link. */
const region = (driver: Driver) =>
  driver.evaluate((selector: string) => {
    const element = document.querySelector<HTMLElement>(selector)!;
    return {
      hidden: element.hidden || element.getClientRects().length === 0,
      cards: [...element.querySelectorAll('[data-recent-list] > li')].map((li) => {
        const link = li.querySelector('a[data-recent-link]')!;
        return { name: link.textContent!.trim(), href: link.getAttribute('href') };
      }),
    };
  }, REGION);

const journeys = THEMES.flatMap((t): Journey[] => [
  {
    name: `recently viewed, ${t.theme}: after consent two products viewed, the third lists them newest first without itself; cleared by ${t.clearBy}, it hides`,
    async run(driver) {
      await startVisit(driver);
      await openProduct(driver, t.prefix + JACKET.path);
      await waitForStored(driver, [JACKET.id]);
      await openProduct(driver, t.prefix + BOOTS.path);
      await waitForStored(driver, [BOOTS.id, JACKET.id]);
      await openProduct(driver, t.prefix + TENT.path);
      await waitForStored(driver, [TENT.id, BOOTS.id, JACKET.id]);
      deepEqual(await region(driver), {
        hidden: false,
        cards: [BOOTS, JACKET].map((p) => ({ name: p.name, href: t.prefix + p.path })),
      });

      if (t.clearBy === 'mouse') {
        await driver.click(CLEAR);
      } else {
        // From the last card's link, Tab reaches the clear button.
        await driver.evaluate(() => document.querySelector<HTMLElement>('[data-recent-list] > li:last-child a[data-recent-link]')!.focus());
        await driver.press('Tab');
        ok(await driver.evaluate((clear: string) => document.activeElement === document.querySelector(clear), CLEAR), 'Tab from the last card did not reach the clear button');
        await driver.press('Enter');
      }
      await waitFor(driver, 'the region hidden and empty', (selector: string) => {
        const element = document.querySelector<HTMLElement>(selector)!;
        return element.hidden && element.querySelector('[data-recent-list] > li') === null;
      }, REGION);
      equal(await storedIds(driver), null);
      // Focus stays where the list was, not at the page's start.
      ok(await driver.evaluate((hook: string) => document.activeElement === document.querySelector(hook), HOOK), 'focus left the cleared list');
    },
  },
  {
    name: `recently viewed, ${t.theme}: before consent nothing is noted (the next product page shows none); accepted there, only that product is`,
    async run(driver) {
      await startVisit(driver, { consent: false });
      await openProduct(driver, t.prefix + JACKET.path);
      equal(await storedIds(driver), null);
      await openProduct(driver, t.prefix + BOOTS.path);
      deepEqual(await region(driver), { hidden: true, cards: [] });
      equal(await storedIds(driver), null);
      // Accepting on the page notes its product at once: the island was listening all along.
      await waitFor(driver, 'the cookie notice', () => document.querySelector('.sf-cookie-notice button') !== null);
      await driver.click('.sf-cookie-notice button');
      await waitForStored(driver, [BOOTS.id]);
      await openProduct(driver, t.prefix + TENT.path);
      deepEqual(await region(driver), { hidden: false, cards: [{ name: BOOTS.name, href: t.prefix + BOOTS.path }] });
    },
  },
]);

export const recentlyViewedJourneys: Journey[] = journeys;
