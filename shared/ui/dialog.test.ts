// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_REMOVE_DELAY_MS } from '../constants';
import { activeDialog } from '../state/dialog';
import { openDialog } from './dialog';

const text = (value: string) => document.createTextNode(value);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="opener">Otwórz</button>';
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  vi.useRealTimers();
});

describe('openDialog', () => {
  it('opens a labelled modal dialog with the content and a Polish close button', () => {
    const { element } = openDialog({ title: 'Tabela rozmiarów', content: text('S M L') });
    expect(element.open).toBe(true);
    const titleId = element.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)!.textContent).toBe('Tabela rozmiarów');
    expect(element.querySelector('.sf-dialog__body')!.textContent).toBe('S M L');
    expect(element.querySelector('.sf-dialog__close')!.getAttribute('aria-label')).toBe('Zamknij');
    expect(activeDialog.value?.element).toBe(element);
  });

  it('fades out and is removed after 410 ms, then returns focus to the opener', () => {
    const opener = document.getElementById('opener')!;
    const onClose = vi.fn();
    const { element } = openDialog({ title: 'T', content: text('x'), opener, onClose });
    element.querySelector<HTMLButtonElement>('.sf-dialog__close')!.click();
    expect(element.classList.contains('is-closing')).toBe(true);
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS - 1);
    expect(element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(activeDialog.value).toBe(null);
  });

  it('closes on Escape (cancel) and on a click on the backdrop, not on a click inside', () => {
    const first = openDialog({ title: 'T', content: text('x') });
    first.element.querySelector('.sf-dialog__body')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(first.element.classList.contains('is-closing')).toBe(false);
    first.element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(first.element.classList.contains('is-closing')).toBe(true);
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS);

    const second = openDialog({ title: 'T', content: text('y') });
    const cancel = new Event('cancel', { cancelable: true });
    second.element.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(second.element.classList.contains('is-closing')).toBe(true);
  });

  it('closes any other dialog when one opens, and the new one returns focus to the first opener', () => {
    const opener = document.getElementById('opener')!;
    const first = openDialog({ title: 'A', content: text('a'), opener });
    const second = openDialog({ title: 'B', content: text('b') });
    expect(first.element.isConnected).toBe(false);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    second.close();
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS);
    expect(document.activeElement).toBe(opener);
  });
});

describe('focus inside the dialog', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    const content = document.createElement('div');
    content.innerHTML = '<a href="/a">Pierwszy</a><button type="button">Ostatni</button>';
    const { element } = openDialog({ title: 'T', content });
    // happy-dom has no layout; give every control a box so it counts as focusable.
    element.querySelectorAll<HTMLElement>('a, button').forEach((el) => (el.getClientRects = () => [{}] as unknown as DOMRectList));
    const close = element.querySelector<HTMLElement>('.sf-dialog__close')!;
    const last = element.querySelector<HTMLElement>('.sf-dialog__body button')!;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(last);
  });
});
