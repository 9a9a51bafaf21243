// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { filterDeliveryPoints } from './filter-delivery-points';

const POINTS = ['Kraków, ul. Floriańska 12', 'Łódź, ul. Piotrkowska 120', 'Gdańsk, ul. Długa 5', 'Łódź, ul. Zielona 3'];
let cart: HTMLElement;
const shown = () => [...cart.querySelectorAll<HTMLElement>('.delivery-point')].filter((item) => !item.hidden).map((item) => item.textContent);
const count = () => cart.querySelector('[data-delivery-count]')!.textContent;

beforeEach(() => {
  document.body.innerHTML = `<div id="cart"><p data-delivery-count>4 punkty</p><ul>${POINTS.map((p) => `<li class="delivery-point"><input type="radio" name="deliveryPoint" value="${p}">${p}</li>`).join('')}</ul></div>`;
  cart = document.getElementById('cart')!;
});

describe('filterDeliveryPoints', () => {
  it('shows the points matching the search regardless of diacritics, and writes and returns the count', () => {
    expect(filterDeliveryPoints(cart, 'lodz')).toBe('2 punkty z 4');
    expect(shown()).toEqual(['Łódź, ul. Piotrkowska 120', 'Łódź, ul. Zielona 3']);
    expect(count()).toBe('2 punkty z 4');
  });

  it('keeps the chosen point in view, and shows them all again for an empty search', () => {
    cart.querySelector<HTMLInputElement>('input[value^="Gdańsk"]')!.checked = true;
    expect(filterDeliveryPoints(cart, 'KRAKOW')).toBe('2 punkty z 4');
    expect(shown()).toEqual(['Kraków, ul. Floriańska 12', 'Gdańsk, ul. Długa 5']);
    expect(filterDeliveryPoints(cart, '  ')).toBe('4 punkty');
    expect(shown()).toHaveLength(4);
  });

  it('works without a count element', () => {
    cart.querySelector('[data-delivery-count]')!.remove();
    expect(filterDeliveryPoints(cart, 'x')).toBe('0 punktów z 4');
    expect(shown()).toEqual([]);
  });
});
