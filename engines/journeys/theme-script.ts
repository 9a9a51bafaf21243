/**
 * The example theme script (fixtures/public/theme-script.js) on the storefront's public events: its age
 * check cancels an add to cart, and its free-delivery bar follows the cart. (Its error counter needs a
 * console error, which an engine journey counts as a failure: e2e/theme-script.spec.ts proves it.)
 */
import { deepEqual } from 'node:assert/strict';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';

const STOVE = '/produkt/14-kuchenka-gazowa-zubr';

const themeScript: Journey = {
  name: 'theme script: the age check cancels an add, the free-delivery bar follows the cart',
  async run(driver) {
    await startVisit(driver);
    await driver.open(STOVE);
    // The shopper says "no" to the age question: the theme cancels storefront:cart-add (heard after it, on the document).
    await driver.evaluate(() => {
      window.confirm = () => false;
      document.addEventListener('storefront:cart-add', (event) => (document.body.dataset.cartAddCancelled = String(event.defaultPrevented)));
    });
    await driver.click('#add-to-cart-button');
    await waitFor(driver, 'the add cancelled by the theme', () => document.body.dataset.cartAddCancelled === 'true');
    await waitFor(driver, 'the button usable', () => !(document.querySelector('#add-to-cart-button') as HTMLButtonElement).disabled);
    deepEqual(await callsOf(driver, 'AddCart'), []);

    await driver.evaluate(() => void (window.confirm = () => true));
    await driver.click('#add-to-cart-button');
    await waitFor(driver, 'the bar following the added stove', () => document.querySelector('[data-free-delivery]')?.textContent === 'Do darmowej dostawy brakuje 34,88\u00a0zł.');
    deepEqual((await callsOf(driver, 'AddCart')).length, 1);
  },
};

export const themeScriptJourneys: Journey[] = [themeScript];
