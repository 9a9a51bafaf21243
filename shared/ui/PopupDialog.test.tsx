// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_REMOVE_DELAY_MS } from '../constants';
import { pressEscape } from '../../test-support/press-escape';
import { PopupDialog, type PopupDialogProps } from './PopupDialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Draws the pop-up with `props` over defaults; `redraw` draws it again with some of them changed. */
function draw(props: Partial<PopupDialogProps> = {}) {
  const onClose = vi.fn();
  const onFadedOut = vi.fn();
  const all: PopupDialogProps = { title: 'Tabela rozmiarów', content: 'S M L', closing: false, onClose, onFadedOut, ...props };
  const view = render(<PopupDialog {...all} />);
  const redraw = (changed: Partial<PopupDialogProps>) => view.rerender(<PopupDialog {...all} {...changed} />);
  const dialog = screen.getByRole('dialog', { name: 'Tabela rozmiarów' }) as HTMLDialogElement;
  return { dialog, redraw, unmount: view.unmount, onClose, onFadedOut };
}

describe('PopupDialog', () => {
  it('draws the shared pop-up markup, opened as a modal', () => {
    const { dialog } = draw({ className: 'add-cart-dialog' });
    expect(dialog.open).toBe(true);
    expect(dialog.className).toBe('sf-dialog add-cart-dialog');
    const frame = dialog.firstElementChild!;
    expect(frame.className).toBe('sf-dialog__frame');
    const [header, body] = frame.children;
    expect(header!.className).toBe('sf-dialog__header');
    const title = header!.querySelector('h2.sf-dialog__title')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    const close = screen.getByRole('button', { name: 'Zamknij' });
    expect(close.className).toBe('sf-dialog__close');
    expect(close.textContent).toBe('×');
    expect(body!.className).toBe('sf-dialog__body');
    expect(body!.textContent).toBe('S M L');
  });

  it('moves DOM content in as the very nodes, and gives them back to their fragment when it goes', () => {
    const fragment = document.createDocumentFragment();
    const form = document.createElement('form');
    fragment.append(form);
    const { dialog, unmount } = draw({ content: fragment });
    expect(dialog.querySelector('.sf-dialog__body')!.firstChild).toBe(form);
    unmount();
    expect(fragment.firstChild).toBe(form);
  });

  it('puts focus where initialFocus says once its content is in (the first option not chosen), and nowhere outside it', () => {
    const fragment = document.createDocumentFragment();
    const radio = Object.assign(document.createElement('input'), { type: 'radio', name: 'size' });
    fragment.append(radio);
    const { unmount } = draw({ content: fragment, initialFocus: () => radio });
    expect(document.activeElement).toBe(radio);
    unmount();
    const outside = document.body.appendChild(document.createElement('button'));
    draw({ initialFocus: () => outside });
    expect(document.activeElement).not.toBe(outside);
    outside.remove();
  });

  it('keeps the page behind from scrolling while it is open, and lets it scroll again once gone', () => {
    const { unmount } = draw();
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('is described by its description, drawn first in the body, as text; without one it has no aria-describedby', () => {
    const fragment = document.createDocumentFragment();
    fragment.append(document.createElement('form'));
    const { dialog } = draw({ content: fragment, description: { text: '<b>Dziękujemy</b>', className: 'question-form__response' } });
    const description = dialog.querySelector('.sf-dialog__body')!.firstElementChild!;
    expect(dialog.getAttribute('aria-describedby')).toBe(description.id);
    expect(description.className).toBe('question-form__response');
    expect(description.textContent).toBe('<b>Dziękujemy</b>');
    expect(description.nextElementSibling!.localName).toBe('form');
    cleanup();
    expect(draw().dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('asks to close on its close button, by mouse and by keyboard', async () => {
    const { onClose } = draw();
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Zamknij' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks to close on a click on the backdrop (the <dialog> itself), not on a click inside', async () => {
    const { dialog, onClose } = draw();
    await userEvent.click(dialog.querySelector('.sf-dialog__body')!);
    await userEvent.click(dialog.querySelector('.sf-dialog__title')!);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks to close on Escape, keeping the browser from closing it at once', async () => {
    const { dialog, onClose } = draw();
    const cancel = await pressEscape(dialog);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    draw({
      content: (
        <>
          <a href="/tabela">Pierwszy</a>
          <button type="button">Ostatni</button>
        </>
      ),
    });
    const close = screen.getByRole('button', { name: 'Zamknij' });
    const last = screen.getByRole('button', { name: 'Ostatni' });
    last.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    // Inside, Tab moves on as usual.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Pierwszy' }));
  });

  it('fades out while closing and reports the fade over POPUP_REMOVE_DELAY_MS (410 ms) later', () => {
    vi.useFakeTimers();
    const { dialog, redraw, onFadedOut } = draw();
    expect(dialog.classList.contains('is-closing')).toBe(false);
    redraw({ closing: true });
    expect(dialog.classList.contains('is-closing')).toBe(true);
    act(() => vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS - 1));
    expect(onFadedOut).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFadedOut).toHaveBeenCalledTimes(1);
  });

  it('a pop-up taken away while fading out never reports the fade over', () => {
    vi.useFakeTimers();
    const { redraw, unmount, onFadedOut } = draw();
    redraw({ closing: true });
    unmount();
    vi.advanceTimersByTime(POPUP_REMOVE_DELAY_MS);
    expect(onFadedOut).not.toHaveBeenCalled();
  });
});
