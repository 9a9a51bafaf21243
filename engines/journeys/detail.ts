/** The product page: options with add to cart, the size-chart dialog. */
import { deepEqual, equal, ok } from 'node:assert/strict';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';

const MUG = '/produkt/5-kubek-termiczny-jez';
export const JACKET = '/produkt/1-kurtka-zimowa-zolta-los';
const BLACK = '#option-2-107';

const addToCart: Journey = {
  name: 'detail: choose an option by mouse and add to cart (one AddCart, mini cart refreshed)',
  async run(driver) {
    await startVisit(driver);
    await driver.open(MUG);
    // The first click wakes the island: boot holds it while the code loads and replays it.
    await driver.click(`label[for="${BLACK.slice(1)}"]`);
    // Answered: GetOptions has come back (its Resource Timing entry is there once its answer is in)
    // and no option list is busy. Mounted and not busy alone held in the moment before the request left.
    await waitFor(driver, 'the option checked and answered', (radio: string) => {
      const options = document.querySelector('[data-island="product-options"]');
      const answered = performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/Default.aspx/GetOptions'));
      return (document.querySelector(radio) as HTMLInputElement).checked && options?.getAttribute('data-island-state') === 'mounted' && answered && !options.querySelector('[aria-busy="true"]');
    }, BLACK);
    equal((await callsOf(driver, 'GetOptions')).length, 1);
    await driver.click('#add-to-cart-button');
    await waitFor(driver, 'the confirmation dialog', () => {
      const dialog = document.querySelector('dialog[open]');
      return dialog?.textContent?.includes('Dodano do koszyka') && dialog.textContent.includes('Kubek termiczny Jeż');
    });
    await waitFor(driver, 'the mini cart refreshed', () => document.querySelector('[data-cart-refresh-area] .mini-cart__count')?.textContent === '1 produkt');
    const calls = await callsOf(driver, 'AddCart');
    deepEqual(calls.map((c) => c.body), [{ request: { Amount: 1, ProductId: 5, OptionId: 10017, addons: [] } }]);
  },
};

const dialogFocus: Journey = {
  name: 'detail: the size-chart dialog keeps focus inside and returns it on Escape',
  async run(driver) {
    await startVisit(driver);
    await driver.open(JACKET);
    await driver.click('a[data-island="popup"]');
    await waitFor(driver, 'the dialog open with its table', () => document.querySelector('dialog[open] table') !== null);
    equal(await driver.evaluate(() => location.pathname), JACKET);
    for (let i = 0; i < 6; i += 1) {
      await driver.press('Tab', { shift: i % 3 === 2 });
      ok(await driver.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) === true), `focus left the dialog after Tab ${i + 1}`);
    }
    await driver.press('Escape');
    await waitFor(driver, 'the dialog removed', () => document.querySelector('dialog') === null);
    await waitFor(driver, 'focus back on the trigger', () => document.activeElement?.matches('a[data-island="popup"]'));
  },
};

export const detailJourneys: Journey[] = [addToCart, dialogFocus];
