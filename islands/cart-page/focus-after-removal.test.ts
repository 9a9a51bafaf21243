// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusAfterRemoval, focusEmptyCart, neighbourOf, type FocusLine } from './focus-after-removal';

let cart: HTMLElement;
const element = (id: number) => cart.querySelector<HTMLElement>(`[data-line-id="${id}"]`)!;
const amount = (id: number) => element(id).querySelector('input')!;
const line = (id: number): FocusLine => ({ id: String(id), element: element(id), field: amount(id) });

beforeEach(() => {
  document.body.innerHTML = `<div id="cart"><ul>${[1, 2, 3].map((id) => `<li data-line-id="${id}"><input name="amount" value="1"><button>Usuń</button></li>`).join('')}</ul></div><a href="/">elsewhere</a>`;
  cart = document.getElementById('cart')!;
});

describe('neighbourOf', () => {
  it('gives each line the next one, the last line the previous one, and a lone line none', () => {
    const lines = [line(1), line(2), line(3)];
    expect(lines.map((one) => neighbourOf(lines, one)?.id)).toEqual(['2', '3', '2']);
    expect(neighbourOf([lines[0]!], lines[0]!)).toBeNull();
  });
});

describe('focusAfterRemoval', () => {
  it("moves focus in the removed line, still on the page, to the next line's quantity", () => {
    element(1).querySelector('button')!.focus();
    focusAfterRemoval(line(1), line(2), ['1']);
    expect(document.activeElement).toBe(amount(2));
  });

  it('moves focus already lost with the line too', () => {
    const removed = line(1);
    removed.element.querySelector('button')!.focus();
    removed.element.remove();
    focusAfterRemoval(removed, line(2), ['1']);
    expect(document.activeElement).toBe(amount(2));
  });

  it('leaves focus the shopper took elsewhere, and does nothing when the next line goes too', () => {
    const elsewhere = document.querySelector('a')!;
    elsewhere.focus();
    focusAfterRemoval(line(1), line(2), ['1']);
    expect(document.activeElement).toBe(elsewhere);

    const button = element(2).querySelector('button')!;
    button.focus();
    focusAfterRemoval(line(2), line(3), ['2', '3']);
    expect(document.activeElement).toBe(button);
  });
});

describe('focusEmptyCart', () => {
  it('moves focus lost with the lines to the empty-cart part, and leaves focus the shopper has', () => {
    const elsewhere = document.querySelector('a')!;
    elsewhere.focus();
    cart.innerHTML = '<div class="cart-empty" tabindex="-1">Twój koszyk jest pusty.</div>';
    const part = cart.querySelector('.cart-empty');
    focusEmptyCart(part);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.blur();
    focusEmptyCart(part);
    expect(document.activeElement).toBe(part);
  });

  it("focuses a theme's part by any name, made focusable for scripts only when the theme did not (theme 2)", () => {
    cart.innerHTML = '<div class="gx-basket-empty"><p>Koszyk jest pusty.</p></div>';
    const part = cart.querySelector<HTMLElement>('.gx-basket-empty')!;
    focusEmptyCart(part);
    expect(document.activeElement).toBe(part);
    expect(part.tabIndex).toBe(-1);
  });
});
