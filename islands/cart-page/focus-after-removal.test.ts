// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusAfterRemoval, lineNeighbours } from './focus-after-removal';

let cart: HTMLElement;
const line = (id: number) => cart.querySelector<HTMLElement>(`[data-line-id="${id}"]`)!;
const amount = (id: number) => line(id).querySelector('input')!;

beforeEach(() => {
  document.body.innerHTML = `<div id="cart"><ul>${[1, 2, 3].map((id) => `<li data-line-id="${id}"><input name="amount" value="1"><button>Usuń</button></li>`).join('')}</ul></div><a href="/">elsewhere</a>`;
  cart = document.getElementById('cart')!;
});

describe('lineNeighbours', () => {
  it('gives each line the next one, the last line the previous one, and a lone line none', () => {
    const neighbours = lineNeighbours(cart);
    expect([neighbours.get(line(1)), neighbours.get(line(2)), neighbours.get(line(3))]).toEqual([line(2), line(3), line(2)]);
    line(2).remove();
    line(3).remove();
    expect(lineNeighbours(cart).get(line(1))).toBeNull();
  });
});

describe('focusAfterRemoval', () => {
  it('moves focus lost with the removed line to the next line\'s quantity', () => {
    const removed = line(1);
    removed.querySelector('button')!.focus();
    removed.remove();
    focusAfterRemoval(cart, removed, line(2), false);
    expect(document.activeElement).toBe(amount(2));
  });

  it('moves it to the empty-cart message when the cart is emptied', () => {
    const removed = line(1);
    removed.querySelector('button')!.focus();
    cart.innerHTML = '<div class="cart-empty" tabindex="-1">Twój koszyk jest pusty.</div>';
    focusAfterRemoval(cart, removed, null, true);
    expect(document.activeElement).toBe(cart.querySelector('.cart-empty'));
  });

  it('leaves focus the shopper took elsewhere, and does nothing when the next line is gone too', () => {
    const removed = line(1);
    const elsewhere = document.querySelector('a')!;
    elsewhere.focus();
    removed.remove();
    focusAfterRemoval(cart, removed, line(2), false);
    expect(document.activeElement).toBe(elsewhere);

    const next = line(3);
    line(2).querySelector('button')!.focus();
    const second = line(2);
    second.remove();
    next.remove();
    focusAfterRemoval(cart, second, next, false);
    expect(document.activeElement).toBe(document.body);
  });
});
