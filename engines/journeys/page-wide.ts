/** Islands of many pages: disclosure and FAQ, checkout tabs, home banner and producers, cookie notice. */
import { equal, ok } from 'node:assert/strict';
import { PRODUCER_CAROUSEL_BREAKPOINTS } from '../../shared/constants';
import { VIEWPORT } from '../driver';
import type { Journey } from '../journey';
import { cookie, startVisit } from '../shop';
import { sleep, waitFor } from '../wait';

const faq: Journey = {
  name: 'faq: a fragment opens its item, a click opens another and sets the fragment, Escape closes; header dropdown closes outside',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/faq#faq-4');
    await waitFor(driver, '#faq-4 open', () => document.querySelector('#faq-4')?.hasAttribute('open'));
    await driver.click('#faq-2 > summary');
    await waitFor(driver, '#faq-2 open alone, in the fragment', () =>
      document.querySelector('#faq-2')?.hasAttribute('open') && !document.querySelector('#faq-4')?.hasAttribute('open') && location.hash === '#faq-2');
    // The disclosure island is awake on it (the <details> itself says it is open: no ARIA state on a <summary>).
    equal(await driver.evaluate(() => document.querySelector('#faq-2')?.getAttribute('data-island-state')), 'mounted');
    await driver.press('Escape');
    await waitFor(driver, '#faq-2 closed, the fragment cleared, focus kept', () =>
      !document.querySelector('#faq-2')?.hasAttribute('open') && location.hash === '' && document.activeElement === document.querySelector('#faq-2 > summary'));
    await driver.click('.account-menu > summary');
    await waitFor(driver, 'the account dropdown open', () => document.querySelector('.account-menu')?.hasAttribute('open'));
    await driver.click('main h1');
    await waitFor(driver, 'the account dropdown closed by a click outside', () => !document.querySelector('.account-menu')?.hasAttribute('open'));
  },
};

const checkoutTabs: Journey = {
  name: 'checkout: tabs by arrow keys, Tab goes into the chosen form',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/zamowienie/krok-2');
    await waitFor(driver, 'the tabs drawn', () => document.querySelector('#buyer-type [role="tab"]') !== null);
    await driver.evaluate(() => (document.querySelector('#buyer-type [role="tab"][aria-selected="true"]') as HTMLElement).focus());
    await driver.press('ArrowRight');
    await waitFor(driver, 'the company tab chosen and focused', () => {
      const tab = document.activeElement;
      return tab?.getAttribute('role') === 'tab' && tab.getAttribute('aria-controls') === 'checkout-company' && tab.getAttribute('aria-selected') === 'true' && document.querySelector('#checkout-company')!.getClientRects().length > 0;
    });
    await driver.press('Tab');
    ok(await driver.evaluate(() => document.activeElement?.id === 'checkout-company'), 'Tab did not reach the company panel');
    await driver.press('Tab');
    await driver.type('Szlakowo');
    equal(await driver.evaluate(() => (document.activeElement as HTMLInputElement).value), 'Szlakowo');
    ok(await driver.evaluate(() => document.querySelector('#checkout-company')!.contains(document.activeElement)), 'typed outside the company form');
  },
};

const bannerHeldOnFocus: Journey = {
  name: 'home: the banner rotation is held while focus is inside, and a keyboard press moves it',
  async run(driver) {
    await startVisit(driver);
    await driver.open('/');
    await waitFor(driver, 'the banner mounted', () => document.querySelector('#main-banner')?.getAttribute('data-island-state') === 'mounted');
    // The pointer well away from the banner: hovering it holds the rotation too.
    await driver.hover('.logo');
    await waitFor(driver, 'the banner rotating (its slides not announced)', () => document.querySelector('#main-banner [aria-live]')?.getAttribute('aria-live') === 'off');
    await driver.evaluate(() => (document.querySelector('#main-banner button') as HTMLElement).focus());
    await driver.press('Tab');
    await waitFor(driver, 'the rotation held (its slides announced)', () => document.querySelector('#main-banner [aria-live]')?.getAttribute('aria-live') === 'polite');
    const before = await driver.evaluate(() => document.querySelector('#main-banner .main-banner__position')?.textContent);
    await driver.press('Tab');
    await driver.press('Enter');
    await waitFor(driver, 'the next slide', (was: string) => document.querySelector('#main-banner .main-banner__position')?.textContent !== was, before ?? '');
    await driver.evaluate(() => (document.querySelector('#header-search-q') as HTMLElement).focus());
    await waitFor(driver, 'the rotation going on once focus left', () => document.querySelector('#main-banner [aria-live]')?.getAttribute('aria-live') === 'off');
  },
};

const WIDTH = 1100;

const producers: Journey = {
  name: `home: the producer carousel shows ${PRODUCER_CAROUSEL_BREAKPOINTS.findLast((b) => b.minWidth <= WIDTH)!.slides} producers at ${WIDTH} px`,
  async run(driver) {
    await startVisit(driver);
    await driver.resize(WIDTH, VIEWPORT.height);
    await driver.open('/');
    await driver.evaluate(() => document.querySelector('[data-island="producer-carousel"]')?.scrollIntoView({ block: 'center' }));
    await waitFor(driver, 'the carousel mounted', () => document.querySelector('[data-island="producer-carousel"]')?.getAttribute('data-island-state') === 'mounted');
    // What is in view is glide's to say: read it once glide has taken the list over.
    await waitFor(driver, 'glide on the list', () => document.querySelector('[data-island="producer-carousel"]')?.classList.contains('glide--ltr'));
    const seen = await waitFor(driver, 'the producers in view to settle', () => {
      const list = document.querySelector('#producer-carousel')!;
      const track = list.parentElement!.getBoundingClientRect();
      const items = [...list.children];
      const inView = items.filter((li) => {
        const box = li.getBoundingClientRect();
        return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
      }).length;
      return `${inView} in view, ${items.filter((li) => !li.hasAttribute('inert')).length} not inert`;
    });
    const slides = PRODUCER_CAROUSEL_BREAKPOINTS.findLast((b) => b.minWidth <= WIDTH)!.slides;
    equal(seen, `${slides} in view, ${slides} not inert`);
  },
};

const NOTICE = '.sf-cookie-notice';

const cookieNotice: Journey = {
  name: 'cookie notice: closed by mouse, remembered on the next page',
  async run(driver) {
    await startVisit(driver, { consent: false });
    await driver.open('/');
    await waitFor(driver, 'the cookie notice', (notice: string) => document.querySelector(`${notice} button`) !== null, NOTICE);
    await driver.click(`${NOTICE} button`);
    await waitFor(driver, 'the notice gone', (notice: string) => document.querySelector(notice) === null, NOTICE);
    equal(await cookie(driver, 'cookie_privacy_on'), '1');
    await driver.open('/faq');
    // The notice would come 2.5 s after the load event.
    await sleep(3000);
    ok(await driver.evaluate((notice: string) => document.querySelector(notice) === null, NOTICE), 'the notice came back');
  },
};

export const pageWideJourneys: Journey[] = [faq, checkoutTabs, bannerHeldOnFocus, producers, cookieNotice];
