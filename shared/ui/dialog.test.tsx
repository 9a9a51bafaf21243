// @vitest-environment happy-dom
// From Testing Library's DOM core, not its React binding: openDialog renders by itself (synchronously),
// and the binding's act() wrapper around user events waits on a timer the fake clock never runs.
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_REMOVE_DELAY_MS } from '../constants';
import { activeDialog } from '../state/dialog';
import { openDialog } from './dialog';
import { pressEscape } from './press-escape';

const text = (value: string) => document.createTextNode(value);
// No pauses between a user's actions: the test's fake clock moves only when the test says so.
const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="opener">Otwórz</button>';
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  vi.useRealTimers();
});

describe('openDialog', () => {
  it('opens a labelled modal dialog with the content and a Polish close button, there on return', () => {
    const { element } = openDialog({ title: 'Tabela rozmiarów', content: text('S M L'), className: 'sf-lightbox' });
    expect(element.open).toBe(true);
    expect(element.className).toBe('sf-dialog sf-lightbox');
    const titleId = element.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)!.textContent).toBe('Tabela rozmiarów');
    expect(screen.getByRole('dialog', { name: 'Tabela rozmiarów' })).toBe(element);
    expect(element.querySelector('.sf-dialog__body')!.textContent).toBe('S M L');
    expect(element.querySelector('.sf-dialog__close')!.getAttribute('aria-label')).toBe('Zamknij');
    expect(activeDialog.value?.element).toBe(element);
  });

  it('moves DOM content in as the very nodes, and draws React content', () => {
    const fragment = document.createDocumentFragment();
    const form = document.createElement('form');
    fragment.append(form, text('po formularzu'));
    const first = openDialog({ title: 'DOM', content: fragment });
    expect(first.element.querySelector('.sf-dialog__body > form')).toBe(form);
    expect(first.element.querySelector('.sf-dialog__body')!.textContent).toBe('po formularzu');

    const second = openDialog({ title: 'React', content: <p className="note">Dziękujemy</p> });
    expect(second.element.querySelector('.sf-dialog__body > p.note')!.textContent).toBe('Dziękujemy');
  });

  it('fades out on its close button and is removed after 410 ms, then returns focus to the opener', async () => {
    const opener = document.getElementById('opener')!;
    const onClose = vi.fn();
    const { element } = openDialog({ title: 'T', content: text('x'), opener, onClose });
    await user().click(within(element).getByRole('button', { name: 'Zamknij' }));
    expect(element.classList.contains('is-closing')).toBe(true);
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS - 1);
    expect(element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(activeDialog.value).toBe(null);
  });

  it('closes by keyboard on its close button', async () => {
    const { element } = openDialog({ title: 'T', content: text('x') });
    within(element).getByRole('button', { name: 'Zamknij' }).focus();
    await user().keyboard('{Enter}');
    expect(element.classList.contains('is-closing')).toBe(true);
  });

  it('closes on Escape (cancel, fading out its own way) and on a click on the backdrop, not on a click inside', async () => {
    const first = openDialog({ title: 'T', content: text('x') });
    await user().click(first.element.querySelector('.sf-dialog__body')!);
    expect(first.element.classList.contains('is-closing')).toBe(false);
    await user().click(first.element);
    expect(first.element.classList.contains('is-closing')).toBe(true);
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS);

    const second = openDialog({ title: 'T', content: text('y') });
    const cancel = await pressEscape(second.element);
    expect(cancel.defaultPrevented).toBe(true);
    expect(second.element.classList.contains('is-closing')).toBe(true);
    expect(second.element.open).toBe(true);
  });

  it('closes any other dialog when one opens, and the new one returns focus to the first opener', async () => {
    const opener = document.getElementById('opener')!;
    const firstClosed = vi.fn();
    const first = openDialog({ title: 'A', content: text('a'), opener, onClose: firstClosed });
    const second = openDialog({ title: 'B', content: text('b') });
    expect(first.element.isConnected).toBe(false);
    expect(firstClosed).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    second.close();
    // The fade starts with React's next render, which the async advance lets in.
    await vi.advanceTimersByTimeAsync(POPUP_REMOVE_DELAY_MS);
    expect(document.activeElement).toBe(opener);
  });

  it('replacing one that is fading out cancels its removal: no second onClose, no focus taken from the new one', () => {
    const opener = document.getElementById('opener')!;
    const firstClosed = vi.fn();
    const first = openDialog({ title: 'A', content: text('a'), opener, onClose: firstClosed });
    first.close();
    const second = openDialog({ title: 'B', content: <button type="button">W środku</button> });
    screen.getByRole('button', { name: 'W środku' }).focus();
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS);
    expect(firstClosed).toHaveBeenCalledTimes(1);
    expect(second.element.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'W środku' }));
  });

  it('dismiss removes at once and hands the opener back', () => {
    const opener = document.getElementById('opener')!;
    const dialog = openDialog({ title: 'A', content: text('a'), opener });
    expect(dialog.dismiss()).toBe(opener);
    expect(dialog.element.isConnected).toBe(false);
    expect(activeDialog.value).toBe(null);
  });

  it('is drawn again after the page body was replaced', () => {
    openDialog({ title: 'A', content: text('a') }).dismiss();
    document.body.innerHTML = '<main></main>';
    expect(openDialog({ title: 'B', content: text('b') }).element.isConnected).toBe(true);
  });
});

describe('focus inside the dialog', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    const content = document.createElement('div');
    content.innerHTML = '<a href="/a">Pierwszy</a><button type="button">Ostatni</button>';
    const { element } = openDialog({ title: 'T', content });
    const close = within(element).getByRole('button', { name: 'Zamknij' });
    const last = within(element).getByRole('button', { name: 'Ostatni' });
    last.focus();
    await user().tab();
    expect(document.activeElement).toBe(close);
    await user().tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});
