// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { message } from '../../shared/messages/message';
import { activeDialog } from '../../shared/state/dialog';
import { showFormLoadFailure, showResponse } from './message-dialogs';

let trigger: HTMLAnchorElement;
beforeEach(() => {
  document.body.innerHTML = '<a href="/kontakt">Napisz do nas</a>';
  trigger = document.querySelector('a')!;
});
afterEach(() => act(() => void activeDialog.peek()?.dismiss()));

const descriptionOf = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby')!)!;

describe('question form message pop-ups', () => {
  it('the answer: the server message as text describes the pop-up, and OK closes it, focus back on the trigger', async () => {
    act(() => void showResponse('<b>Dziękujemy</b>', trigger));
    const dialog = screen.getByRole('dialog', { name: message('question-form.sent') });
    expect(descriptionOf(dialog).textContent).toBe('<b>Dziękujemy</b>');
    expect(dialog.querySelector('b')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('a form that would not load: says so and links to the trigger page, which works without JavaScript', () => {
    act(() => void showFormLoadFailure('Napisz do nas', trigger));
    const dialog = screen.getByRole('dialog', { name: 'Napisz do nas' });
    expect(descriptionOf(dialog).textContent).toBe(message('question-form.load-failed'));
    expect(within(dialog).getByRole('link', { name: message('question-form.open-page') }).getAttribute('href')).toBe(trigger.href);
  });
});
