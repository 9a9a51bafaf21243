/**
 * The example theme script (fixtures/public/theme-script.js) on the storefront's public events: its age
 * check cancels an add to cart, and its free-delivery bar follows the cart. (Its error counter needs a
 * console error, which an engine journey counts as a failure: e2e/theme-script.spec.ts proves it.)
 * Then a theme script's calls of `window.storefront`'s actions, held to their islands' rules.
 */
import { deepEqual } from 'node:assert/strict';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';
import { JACKET } from './detail';

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

const actions: Journey = {
  name: "theme script's actions: addToCart's option check in the woken form, calls made before the chunk in order, the wishlist and mini cart",
  async run(driver) {
    await startVisit(driver);
    await driver.open(JACKET);
    const calls = await driver.evaluate(() =>
      Promise.all([
        window.storefront.wishlist.ids(),
        window.storefront.addToCart({ productId: 1, optionId: -1 }),
        window.storefront.wishlist.toggle(1),
        window.storefront.wishlist.ids(),
        window.storefront.refreshMiniCart(),
      ]),
    );
    deepEqual(calls, [[], { ok: false, message: 'Proszę wybrać opcję produktu' }, { saved: true, ids: [1] }, [1], true]);
    await waitFor(driver, "the form's message", () => document.querySelector('form[data-island="add-to-cart"] [role="alert"]')?.textContent === 'Proszę wybrać opcję produktu');
    deepEqual(await callsOf(driver, 'AddCart'), []);
    const rejected = await driver.evaluate(() => window.storefront.addToCart({ productId: 0 }).then(() => 'resolved', (error: Error) => error.message));
    deepEqual(rejected, 'storefront.addToCart: productId must be a positive whole number, not 0');
  },
};

export const themeScriptJourneys: Journey[] = [themeScript, actions];
