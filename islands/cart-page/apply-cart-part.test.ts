// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCartPart } from './apply-cart-part';

const line = (id: number, amount: number, total: string) => `<li data-line-id="${id}"><h2 class="cart-line__name">P${id}</h2>
<form data-cart-command="amount"><input name="amount" type="number" value="${amount}"></form>
<p data-cart-refresh="line-total-${id}">${total}</p></li>`;

const part = (lines: string, total: string, chosen = '') => `<ul>${lines}</ul>
<form data-cart-command="delivery">${['A', 'B'].map((p) => `<input type="radio" name="deliveryPoint" value="${p}"${p === chosen ? ' checked' : ''}>`).join('')}</form>
<div data-cart-refresh="summary"><dd data-cart-total>${total}</dd></div>`;

const fragment = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
};

let cart: HTMLElement;
const amount = (id: number) => cart.querySelector<HTMLInputElement>(`[data-line-id="${id}"] input[name="amount"]`)!;

beforeEach(() => {
  document.body.innerHTML = `<div id="cart">${part(line(1, 1, '10,00 zł') + line(2, 2, '40,00 zł'), '50,00 zł')}</div>`;
  cart = document.getElementById('cart')!;
});

describe('applyCartPart', () => {
  it('replaces the totals and keeps the forms the shopper is using', () => {
    const form = cart.querySelector('[data-line-id="1"] form');
    const summary = cart.querySelector('[data-cart-refresh="summary"]');
    const result = applyCartPart(cart, fragment(part(line(1, 3, '30,00 zł') + line(2, 2, '40,00 zł'), '70,00 zł', 'B')));
    // What to pay and the saved point are read from the answer, before its nodes move into the page.
    expect(result).toEqual({ emptyCart: null, removedLineIds: [], total: '70,00 zł', savedPoint: 'B' });
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('30,00 zł');
    expect(cart.querySelector('[data-cart-total]')!.textContent).toBe('70,00 zł');
    expect(cart.querySelector('[data-line-id="1"] form')).toBe(form);
    // The region is the same element, its inside the server's: React holds it as an opaque leaf.
    expect(cart.querySelector('[data-cart-refresh="summary"]')).toBe(summary);
    expect([amount(1).value, amount(1).defaultValue]).toEqual(['3', '3']);
  });

  it('names the lines that are gone and leaves them, with their regions, to the island', () => {
    const total = cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent;
    const result = applyCartPart(cart, fragment(part(line(2, 2, '40,00 zł'), '40,00 zł')));
    expect(result.removedLineIds).toEqual(['1']);
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe(total);
    expect(cart.querySelector('[data-cart-total]')!.textContent).toBe('40,00 zł');
  });

  it('takes the server\'s attributes for a region, and empties and hides one the answer left out', () => {
    const summary = (markup: string) => `<ul>${line(1, 1, 'x') + line(2, 2, 'y')}</ul>${markup}`;
    applyCartPart(cart, fragment(summary('<div data-cart-refresh="summary" class="free"><dd data-cart-total>0 zł</dd></div>')));
    expect(cart.querySelector('[data-cart-refresh="summary"]')!.outerHTML).toBe('<div data-cart-refresh="summary" class="free"><dd data-cart-total="">0 zł</dd></div>');
    applyCartPart(cart, fragment(summary('')));
    expect(cart.querySelector('[data-cart-refresh="summary"]')!.outerHTML).toBe('<div data-cart-refresh="summary" class="free" hidden=""></div>');
  });

  it('hands the server empty-cart markup back whole when no line is left, the page untouched', () => {
    const before = cart.innerHTML;
    const result = applyCartPart(cart, fragment('<div class="cart-empty">Twój koszyk jest pusty.</div>'));
    expect(result.removedLineIds).toEqual(['1', '2']);
    expect(result.emptyCart!.textContent).toBe('Twój koszyk jest pusty.');
    expect(cart.innerHTML).toBe(before);
  });

  it('leaves the amount the shopper is still changing, but learns the confirmed one', () => {
    amount(2).value = '7';
    applyCartPart(cart, fragment(part(line(1, 3, '30,00 zł') + line(2, 5, '100,00 zł'), '130,00 zł')), { keepAmountOf: new Set(['2']) });
    expect([amount(2).value, amount(2).defaultValue]).toEqual(['7', '5']);
  });

  it('follows the server on the delivery point unless told to keep the shopper choice', () => {
    const radio = (value: string) => cart.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    applyCartPart(cart, fragment(part(line(1, 1, 'x') + line(2, 2, 'y'), 'z', 'B')));
    expect([radio('A').checked, radio('B').checked, radio('B').defaultChecked]).toEqual([false, true, true]);
    radio('A').checked = true;
    applyCartPart(cart, fragment(part(line(1, 1, 'x') + line(2, 2, 'y'), 'z', 'B')), { keepDeliveryChoice: true });
    expect([radio('A').checked, radio('B').defaultChecked]).toEqual([true, true]);
  });
});
