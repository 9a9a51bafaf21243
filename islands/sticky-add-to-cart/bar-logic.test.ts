// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { barShown, firstUnchosenOption, optionMissing, scrolledAbove } from './bar-logic';

const entry = (isIntersecting: boolean, bottom: number) => ({ isIntersecting, boundingClientRect: { bottom } as DOMRect });

describe('scrolledAbove', () => {
  it('is true only once the button has left through the top of the window', () => {
    expect(scrolledAbove(entry(false, -1))).toBe(true);
    expect(scrolledAbove(entry(false, 0))).toBe(true);
    expect(scrolledAbove(entry(true, 10))).toBe(false);
    // Below the window: the shopper has not reached the button yet.
    expect(scrolledAbove(entry(false, 1400))).toBe(false);
  });
});

describe('barShown', () => {
  const scene = { buttonAbove: true, holdsFocus: false, dialogOpen: false, noticeShown: false };
  it('shows with the button above, unless a pop-up or the cookie notice shows', () => {
    expect(barShown(scene)).toBe(true);
    expect(barShown({ ...scene, buttonAbove: false })).toBe(false);
    expect(barShown({ ...scene, dialogOpen: true })).toBe(false);
    expect(barShown({ ...scene, noticeShown: true })).toBe(false);
  });
  it('stays while it holds focus, the button back on screen or not', () => {
    expect(barShown({ ...scene, buttonAbove: false, holdsFocus: true })).toBe(true);
    expect(barShown({ ...scene, holdsFocus: true, dialogOpen: true })).toBe(false);
  });
});

describe('optionMissing', () => {
  it('is true for a product with options and no variant matched', () => {
    expect(optionMissing(true, -1)).toBe(true);
    expect(optionMissing(true, 10005)).toBe(false);
    expect(optionMissing(false, -1)).toBe(false);
  });
});

describe('firstUnchosenOption', () => {
  const options = (markup: string) => Object.assign(document.createElement('div'), { innerHTML: markup });
  const list = (name: string, checked: number | null, disabledFirst = false) =>
    `<fieldset class="product-option">${[0, 1].map((i) => `<input type="radio" name="${name}" value="${name}${i}"${i === checked ? ' checked' : ''}${i === 0 && disabledFirst ? ' disabled' : ''}>`).join('')}</fieldset>`;

  it('is the first enabled radio of the first list with nothing chosen', () => {
    expect(firstUnchosenOption(options(list('a', 1) + list('b', null) + list('c', null)))?.value).toBe('b0');
    expect(firstUnchosenOption(options(list('a', null, true)))?.value).toBe('a1');
  });
  it('is null when every list has a choice', () => {
    expect(firstUnchosenOption(options(list('a', 0) + list('b', 1)))).toBeNull();
  });
});
