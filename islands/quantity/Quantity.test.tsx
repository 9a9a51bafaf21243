// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../test-support/test-context';
import * as quantity from './Quantity';

let hook: HTMLElement;
let input: HTMLInputElement;
let minus: HTMLButtonElement;
let plus: HTMLButtonElement;
const mount = (props = { min: 1, max: 3 }) => renderIsland(quantity, hook, props);

beforeEach(() => {
  document.body.innerHTML = `<form><div id="q"><label for="amount">Ilość</label><button type="button" class="quantity__minus" aria-label="Zmniejsz ilość">−</button>
<input type="number" id="amount" name="amount" value="1"><button type="button" class="quantity__plus" aria-label="Zwiększ ilość">+</button></div><button type="submit">Dodaj</button></form>`;
  hook = document.getElementById('q')!;
  input = screen.getByRole('spinbutton', { name: 'Ilość' });
  minus = screen.getByRole('button', { name: 'Zmniejsz ilość' });
  plus = screen.getByRole('button', { name: 'Zwiększ ilość' });
});

const adoptedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('quantity island', () => {
  it("adopts the box as it is: the same nodes, the theme's words; React renders the buttons' state and the field's bounds", () => {
    const elements = [...hook.querySelectorAll('*')];
    mount();
    expect([...hook.querySelectorAll('*')]).toBeTheSameNodes(elements);
    expect([minus, plus, input].map(adoptedByReact)).toEqual([true, true, true]);
    expect([minus.textContent, plus.textContent]).toEqual(['−', '+']);
    expect(minus.getAttribute('aria-controls')).toBe('amount');
    expect(plus.getAttribute('aria-controls')).toBe('amount');
    expect([minus.getAttribute('aria-disabled'), plus.getAttribute('aria-disabled')]).toEqual(['true', 'false']);
    expect([input.min, input.max, input.step]).toEqual(['1', '3', '1']);
    expect(input.value).toBe('1');
  });

  it('by mouse: steps within min and max, marks the limits, and fires input and change on each real step', async () => {
    mount();
    const changes = vi.fn();
    input.addEventListener('change', changes);
    await userEvent.click(minus);
    expect(input.value).toBe('1');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect(changes).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i += 1) await userEvent.click(plus);
    expect(input.value).toBe('3');
    expect(changes).toHaveBeenCalledTimes(2);
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(minus.getAttribute('aria-disabled')).toBe('false');
  });

  it('by keyboard: Enter and Space on the buttons step; typed text is made whole when the field is left', async () => {
    mount({ min: 1, max: 50 });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(input.value).toBe('3');
    await userEvent.clear(input);
    await userEvent.type(input, '12.7');
    await userEvent.tab();
    expect(input.value).toBe('12');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    expect(input.value).toBe('50');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
  });

  it('makes the value whole before any other submit handler reads it', () => {
    mount();
    const form = document.querySelector('form')!;
    let sent = '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent = input.value;
    });
    // Without novalidate the browser itself stops a value below min from being sent.
    form.noValidate = true;
    input.value = '-4';
    form.requestSubmit();
    expect(sent).toBe('1');
  });

  it('first touch: text typed before it woke is made whole and told once, unless the shopper is still typing', () => {
    input.value = '-4';
    const changes = vi.fn();
    input.addEventListener('change', changes);
    mount();
    expect(input.value).toBe('1');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(minus.getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves text alone while the field still has focus when it wakes', () => {
    input.focus();
    input.value = '';
    mount();
    expect(input.value).toBe('');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
  });

  it('follows a value another script steps in, once it tells the change', async () => {
    mount({ min: 1, max: 3 });
    input.value = '3';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBe('true'));
    expect(minus.getAttribute('aria-disabled')).toBe('false');
  });

  it('finds the number field wherever it sits, past a hidden input and inside wrappers', async () => {
    hook.innerHTML = `<input type="hidden" name="productId" value="3"><label for="amount">Ilość</label><span class="wrap"><button type="button" class="quantity__minus" aria-label="Zmniejsz ilość">−</button>
<span><input type="number" id="amount" name="amount" value="1"></span><button type="button" class="quantity__plus" aria-label="Zwiększ ilość">+</button></span>`;
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość' }));
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Ilość' }).value).toBe('2');
    expect(hook.querySelector<HTMLInputElement>('[type=hidden]')!.value).toBe('3');
  });

  it('refuses bounds that make no sense, and names the part a hook lacks', () => {
    expect(() => mount({ min: 0, max: 3 })).toThrow('data-min="0" and data-max="3" must satisfy 1 ≤ min ≤ max ≤ 2147483647, the most AddCart takes');
    expect(() => mount({ min: 1, max: 3_000_000_000 })).toThrow('data-max="3000000000" must satisfy');
    const refusal = (html: string) => {
      hook.innerHTML = html;
      return () => mount();
    };
    const buttons = '<button class="quantity__minus" aria-label="Mniej">−</button><button class="quantity__plus" aria-label="Więcej">+</button>';
    expect(refusal(`<input type="hidden" name="id" value="3">${buttons}`)).toThrow('the hook must contain an <input type="number">, the quantity field');
    expect(refusal(`<input type="number" name="amount">${buttons}`)).toThrow(`<input type="number" name="amount"> needs an id, for the buttons' aria-controls`);
    expect(refusal('<input type="number" id="a"><button class="quantity__plus">+</button>')).toThrow('the hook must contain a <button class="quantity__minus">');
    expect(refusal('<input type="number" id="a"><span class="quantity__minus">−</span>')).toThrow('.quantity__minus must be a <button>, not a <span>');
    expect(refusal('<input type="number" id="a"><button class="quantity__minus">−</button><button class="quantity__plus"><svg></svg></button>')).toThrow(
      '<button class="quantity__plus"> needs a label: an aria-label or text',
    );
  });
});
