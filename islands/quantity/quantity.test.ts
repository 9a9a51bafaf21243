// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../test-context';
import quantity from './quantity';

let hook: HTMLElement;
let input: HTMLInputElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="q"><button type="button" class="quantity__minus" aria-label="Zmniejsz ilość">−</button>
<input type="number" id="amount" value="1"><button type="button" class="quantity__plus" aria-label="Zwiększ ilość">+</button></div>`;
  hook = document.getElementById('q')!;
  input = hook.querySelector('input')!;
});
const press = (selector: string) => hook.querySelector<HTMLButtonElement>(selector)!.click();

describe('quantity island', () => {
  it('steps with the buttons, never below min nor above max, and fires change', () => {
    quantity.mount(hook, { min: 1, max: 3 }, testContext(hook));
    const changes = vi.fn();
    input.addEventListener('change', changes);
    press('.quantity__minus');
    expect(input.value).toBe('1');
    expect(changes).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i += 1) press('.quantity__plus');
    expect(input.value).toBe('3');
    expect(changes).toHaveBeenCalledTimes(2);
    expect(hook.querySelector('.quantity__plus')!.getAttribute('aria-disabled')).toBe('true');
    expect(hook.querySelector('.quantity__minus')!.getAttribute('aria-controls')).toBe('amount');
  });

  it('sanitises text typed before it woke, unless the field still has focus', () => {
    input.value = '-4';
    quantity.mount(hook, { min: 1, max: 3 }, testContext(hook));
    expect(input.value).toBe('1');
  });

  it('refuses bounds that make no sense', () => {
    expect(() => quantity.mount(hook, { min: 0, max: 3 }, testContext(hook))).toThrow('1 ≤ min ≤ max');
  });

  it('refuses a hook without its parts', () => {
    hook.innerHTML = '<input id="x">';
    expect(() => quantity.mount(hook, { min: 1, max: 3 }, testContext(hook))).toThrow('.quantity__minus');
  });
});
