// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { wrapTab } from './focus-wrap';

const key = (keyName: string, shiftKey = false) => new KeyboardEvent('keydown', { key: keyName, shiftKey, cancelable: true });
const button = (name: string) => document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;

let box: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="box">
    <button data-name="first">1</button><input type="hidden"><button disabled>x</button>
    <button data-name="last">2</button><button data-name="boxless">3</button></div>`;
  box = document.getElementById('box')!;
  // A control inside something hidden has no box, and no place in the tab order.
  button('boxless').getClientRects = () => [] as unknown as DOMRectList;
});

describe('wrapTab', () => {
  it('takes Tab from the last control with a box to the first, and Shift+Tab back', () => {
    button('last').focus();
    const tab = key('Tab');
    wrapTab(box, tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('first'));
    const back = key('Tab', true);
    wrapTab(box, back);
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('last'));
  });

  it('leaves Tab between controls, and every other key, to the browser', () => {
    button('first').focus();
    const tab = key('Tab');
    wrapTab(box, tab);
    expect(tab.defaultPrevented).toBe(false);
    button('last').focus();
    const enter = key('Enter');
    wrapTab(box, enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(button('last'));
  });

  it('does nothing in a box without controls', () => {
    box.innerHTML = '<p>Tekst</p>';
    const tab = key('Tab');
    wrapTab(box, tab);
    expect(tab.defaultPrevented).toBe(false);
  });
});
