// @vitest-environment happy-dom
// From Testing Library's DOM core, not its React binding: the binding's act() wrapper around user
// events waits on a timer the fake clock never runs. React's own act() lets each step draw.
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_REMOVE_DELAY_MS } from '../constants';
import type { DialogEventDetail } from '../events/types';
import { activeDialog, type DialogOptions, type OpenDialog } from '../state/dialog';
import { openDialog } from './dialog';
import { pressEscape } from '../../test-support/press-escape';

const text = (value: string) => document.createTextNode(value);
// No pauses between a user's actions: the test's fake clock moves only when the test says so.
const user = () => userEvent.setup({ delay: null });
/** A step of the shopper's, and what React draws for it. */
const step = (action: () => unknown) => act(async () => void (await action()));
const later = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** Opens a pop-up and lets React draw it: the handle, and the <dialog> drawn for it. */
function open(options: DialogOptions): { handle: OpenDialog; element: HTMLDialogElement } {
  let handle: OpenDialog | undefined;
  act(() => void (handle = openDialog(options)));
  return { handle: handle!, element: activeDialog.peek()!.element! };
}

beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="opener">Otwórz</button>';
});
afterEach(() => {
  act(() => void activeDialog.peek()?.dismiss());
  vi.useRealTimers();
});

describe('openDialog', () => {
  it('opens a labelled modal dialog with the content and a Polish close button, drawn with the next render', () => {
    const { element } = open({ title: 'Tabela rozmiarów', content: text('S M L'), className: 'sf-lightbox' });
    expect(element.open).toBe(true);
    expect(element.className).toBe('sf-dialog sf-lightbox');
    expect(screen.getByRole('dialog', { name: 'Tabela rozmiarów' })).toBe(element);
    expect(element.querySelector('.sf-dialog__body')!.textContent).toBe('S M L');
    expect(within(element).getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });

  it('moves DOM content in as the very nodes, and draws React content', () => {
    const fragment = document.createDocumentFragment();
    const form = document.createElement('form');
    fragment.append(form, text('po formularzu'));
    const first = open({ title: 'DOM', content: fragment });
    expect(first.element.querySelector('.sf-dialog__body > form')).toBe(form);
    expect(first.element.querySelector('.sf-dialog__body')!.textContent).toBe('po formularzu');

    const second = open({ title: 'React', content: <p className="note">Dziękujemy</p> });
    expect(second.element.querySelector('.sf-dialog__body > p.note')!.textContent).toBe('Dziękujemy');
  });

  it('fades out on its close button and is removed after 410 ms, then returns focus to the opener', async () => {
    const opener = document.getElementById('opener')!;
    const onClose = vi.fn();
    const { element } = open({ title: 'T', content: text('x'), opener, onClose });
    await step(() => user().click(within(element).getByRole('button', { name: 'Zamknij' })));
    expect(element.classList.contains('is-closing')).toBe(true);
    later(POPUP_REMOVE_DELAY_MS - 1);
    expect(element.isConnected).toBe(true);
    later(1);
    expect(element.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(activeDialog.value).toBe(null);
  });

  it('returns focus only once its modal <dialog> is closed: the page behind is inert until then', async () => {
    const opener = document.getElementById('opener')!;
    const { element } = open({ title: 'T', content: text('x'), opener });
    const focusedWhileOpen: boolean[] = [];
    opener.addEventListener('focus', () => focusedWhileOpen.push(element.open));
    await step(() => user().click(within(element).getByRole('button', { name: 'Zamknij' })));
    later(POPUP_REMOVE_DELAY_MS);
    expect(focusedWhileOpen).toEqual([false]);
  });

  it('closes by keyboard on its close button', async () => {
    const { element } = open({ title: 'T', content: text('x') });
    within(element).getByRole('button', { name: 'Zamknij' }).focus();
    await step(() => user().keyboard('{Enter}'));
    expect(element.classList.contains('is-closing')).toBe(true);
  });

  it('closes on Escape (cancel, fading out its own way) and on a click on the backdrop, not on a click inside', async () => {
    const first = open({ title: 'T', content: text('x') });
    await step(() => user().click(first.element.querySelector('.sf-dialog__body')!));
    expect(first.element.classList.contains('is-closing')).toBe(false);
    await step(() => user().click(first.element));
    expect(first.element.classList.contains('is-closing')).toBe(true);
    later(POPUP_REMOVE_DELAY_MS);

    const second = open({ title: 'T', content: text('y') });
    let cancel: Event | undefined;
    await step(async () => (cancel = await pressEscape(second.element)));
    expect(cancel!.defaultPrevented).toBe(true);
    expect(second.element.classList.contains('is-closing')).toBe(true);
    expect(second.element.open).toBe(true);
  });

  it('closes any other dialog when one opens, and the new one returns focus to the first opener', () => {
    const opener = document.getElementById('opener')!;
    const firstClosed = vi.fn();
    const first = open({ title: 'A', content: text('a'), opener, onClose: firstClosed });
    const second = open({ title: 'B', content: text('b') });
    expect(first.element.isConnected).toBe(false);
    expect(firstClosed).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    act(() => second.handle.close());
    later(POPUP_REMOVE_DELAY_MS);
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the first opener when the new one names an opener inside the pop-up it replaces', () => {
    const opener = document.getElementById('opener')!;
    const upsell = document.createElement('button');
    upsell.textContent = 'Dodaj pokrywkę';
    open({ title: 'A', content: upsell, opener });
    const second = open({ title: 'B', content: text('b'), opener: upsell });
    act(() => second.handle.close());
    later(POPUP_REMOVE_DELAY_MS);
    expect(document.activeElement).toBe(opener);
  });

  it('tells theme scripts on the document as each pop-up is drawn and as it is taken away, the replaced one first', () => {
    const heard: [boolean, string, boolean, string][] = [];
    const onDialog = (event: CustomEvent<DialogEventDetail>) => heard.push([event.detail.open, event.detail.title, document.querySelector('dialog') !== null, event.detail.className]);
    document.addEventListener('storefront:dialog', onDialog);
    const first = open({ title: 'A', content: text('a'), className: 'sf-quick-add' });
    open({ title: 'B', content: text('b') });
    act(() => activeDialog.peek()!.dismiss());
    document.removeEventListener('storefront:dialog', onDialog);
    expect(first.element.isConnected).toBe(false);
    expect(heard).toEqual([
      [true, 'A', true, 'sf-quick-add'],
      [false, 'A', true, 'sf-quick-add'],
      [true, 'B', true, ''],
      [false, 'B', false, ''],
    ]);
  });

  it('replacing one that is fading out cancels its removal: no second onClose, no focus taken from the new one', () => {
    const opener = document.getElementById('opener')!;
    const firstClosed = vi.fn();
    const first = open({ title: 'A', content: text('a'), opener, onClose: firstClosed });
    act(() => first.handle.close());
    const second = open({ title: 'B', content: <button type="button">W środku</button> });
    screen.getByRole('button', { name: 'W środku' }).focus();
    later(POPUP_REMOVE_DELAY_MS);
    expect(firstClosed).toHaveBeenCalledTimes(1);
    expect(second.element.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'W środku' }));
  });

  it('dismiss removes it and hands the opener back at once, without taking focus', () => {
    const opener = document.getElementById('opener')!;
    const { handle, element } = open({ title: 'A', content: text('a'), opener });
    let handed: HTMLElement | null = null;
    act(() => void (handed = handle.dismiss()));
    expect(handed).toBe(opener);
    expect(element.isConnected).toBe(false);
    expect(activeDialog.value).toBe(null);
    expect(document.activeElement).not.toBe(opener);
  });

  it('is drawn again after the page body was replaced', () => {
    act(() => void open({ title: 'A', content: text('a') }).handle.dismiss());
    document.body.innerHTML = '<main></main>';
    expect(open({ title: 'B', content: text('b') }).element.isConnected).toBe(true);
  });
});

describe('focus inside the dialog', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    const content = document.createElement('div');
    content.innerHTML = '<a href="/a">Pierwszy</a><button type="button">Ostatni</button>';
    const { element } = open({ title: 'T', content });
    const close = within(element).getByRole('button', { name: 'Zamknij' });
    const last = within(element).getByRole('button', { name: 'Ostatni' });
    last.focus();
    await step(() => user().tab());
    expect(document.activeElement).toBe(close);
    await step(() => user().tab({ shift: true }));
    expect(document.activeElement).toBe(last);
  });
});
