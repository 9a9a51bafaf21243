// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartPage, cartServer, startingCart, type CartServer, type CartTheme } from '../../test-support/fake-cart-server';
import { renderIsland } from '../../test-support/test-context';
import * as quantity from '../quantity/Quantity';
import * as cartIsland from './CartPage';

/**
 * A theme that puts command forms inside `data-cart-refresh` regions, which the server's answers
 * replace: line 7's quantity form (with its quantity box, an island of its own) and the delivery form.
 */
const formsInRegions: CartTheme = (part) =>
  part
    .replace(/(data-line-id="7">[\s\S]*?)(<form class="cart-line__amount"[\s\S]*?<\/form>)/, '$1<div data-cart-refresh="amount-7">$2</div>')
    .replace(/<form class="delivery-form"[\s\S]*?<\/form>/, '<div data-cart-refresh="delivery">$&</div>');

let server: CartServer;
let hook: HTMLElement;
const boxOf = (name: string) => screen.getByRole('spinbutton', { name: `Ilość: ${name}` }).closest<HTMLElement>('[data-island="quantity"]')!;
const hasRoot = (box: Element) => Object.keys(box).some((key) => key.startsWith('__reactContainer$'));
/** What boot does for a quantity hook the page gained. */
const wake = (box: HTMLElement) => renderIsland(quantity, box, { min: 1, max: 999 });
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/koszyk'));
  server = cartServer(startingCart(), formsInRegions);
  document.body.innerHTML = cartPage(server.state, formsInRegions);
  hook = document.getElementById('cart')!;
});

describe('cart-page island with forms inside data-cart-refresh regions', () => {
  it("keeps sending from a region's forms after the server replaced them, and the quantity roots elsewhere stay as they were", async () => {
    const { context } = renderIsland(cartIsland, hook, {});
    for (const box of hook.querySelectorAll<HTMLElement>('[data-island="quantity"]')) wake(box);
    const outside = boxOf('Kuchenka Żubr');

    const before = boxOf('Namiot Żubr');
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }));
    await announced('Namiot Żubr: ilość 2. Do zapłaty 245 zł.');
    // The region is the server's: its quantity box is a new hook, which boot wakes.
    const replaced = boxOf('Namiot Żubr');
    expect(replaced).not.toBe(before);
    wake(replaced);
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }));
    await announced('Namiot Żubr: ilość 3. Do zapłaty 345 zł.');

    // The other line's quantity box, outside any region, is the same node with the same root, and works.
    expect(boxOf('Kuchenka Żubr')).toBe(outside);
    expect(hasRoot(outside)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Kuchenka Żubr' }));
    await announced('Kuchenka Żubr: ilość 3. Do zapłaty 365 zł.');
    expect(server.calls.map((call) => call.body)).toEqual([
      { lineId: 7, amount: 2 },
      { lineId: 7, amount: 3 },
      { lineId: 8, amount: 3 },
    ]);
    expect(context.report).not.toHaveBeenCalled();
  });

  it('sends a point chosen in a delivery form the server replaced, and keeps it chosen', async () => {
    const { context } = renderIsland(cartIsland, hook, {});
    await userEvent.click(screen.getByRole('radio', { name: /Gdańsk/ }));
    await announced('Wybrano punkt odbioru: Gdańsk, ul. Długa 5.');
    await userEvent.click(screen.getByRole('radio', { name: /Kraków/ }));
    await announced('Wybrano punkt odbioru: Kraków, ul. Floriańska 12.');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Kraków/ }).checked).toBe(true);
    expect(hook.querySelector('.cart-chosen-point')!.textContent).toBe('Odbiór: Kraków, ul. Floriańska 12');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz punkt odbioru' }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(server.calls.map((call) => call.body)).toEqual([
      { deliveryPoint: 'Gdańsk, ul. Długa 5' },
      { deliveryPoint: 'Kraków, ul. Floriańska 12' },
      { deliveryPoint: 'Kraków, ul. Floriańska 12' },
    ]);
    expect(context.report).not.toHaveBeenCalled();
  });
});
