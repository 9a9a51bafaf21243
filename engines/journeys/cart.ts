/** The cart page: a quantity changed by mouse, the totals and the mini cart from the server. */
import { deepEqual } from 'node:assert/strict';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';

const TENT = { id: 3, name: 'Namiot Żubr' };

const amountChange: Journey = {
  name: 'cart: the plus button changes a quantity, totals and mini cart follow',
  async run(driver) {
    await startVisit(driver);
    const added = await driver.evaluate(async (productId: number) => {
      const response = await fetch('/Default.aspx/AddCart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ request: { Amount: 1, ProductId: productId, OptionId: -1, addons: [] } }) });
      return response.ok;
    }, TENT.id);
    deepEqual(added, true);
    await driver.open('/koszyk');
    await waitFor(driver, 'the cart island mounted', () => document.querySelector('[data-island="cart-page"]')?.getAttribute('data-island-state') === 'mounted');
    const total = await driver.evaluate(() => document.querySelector('[data-cart-total]')?.textContent);
    await driver.click(`button[aria-label="Zwiększ ilość: ${TENT.name}"]`);
    await waitFor(driver, 'quantity 2 with new totals and mini cart', (before: string) =>
      (document.querySelector('.cart-line input[type="number"]') as HTMLInputElement | null)?.value === '2' &&
      document.querySelector('[data-cart-total]')?.textContent !== before &&
      document.querySelector('header .mini-cart__count')?.textContent === '2 produkty', total ?? '');
    deepEqual((await callsOf(driver, 'cartAmount')).map((c) => c.body), [{ lineId: 1, amount: 2 }]);
  },
};

export const cartJourneys: Journey[] = [amountChange];
