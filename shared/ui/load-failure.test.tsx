// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeDialog } from '../state/dialog';
import { showLoadFailure } from './load-failure';

let opener: HTMLAnchorElement;
beforeEach(() => {
  document.body.innerHTML = '<a href="/produkt/1-kurtka">Wybierz opcje</a>';
  opener = document.querySelector('a')!;
});
afterEach(() => act(() => void activeDialog.peek()?.dismiss()));

describe('showLoadFailure', () => {
  it('says what failed, read as it opens, links to the page that works without JavaScript, and gives focus back on closing', async () => {
    act(() => void showLoadFailure({ title: 'Kurtka zimowa', notice: { text: 'Nie udało się.', className: 'quick-add__notice' }, page: { href: '/produkt/1-kurtka', text: 'Otwórz stronę produktu' }, opener }));
    const dialog = screen.getByRole('dialog', { name: 'Kurtka zimowa', description: 'Nie udało się.' });
    expect(dialog.className).toContain('sf-dialog--message');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.className).toBe('quick-add__notice');
    expect(within(dialog).getByRole('link', { name: 'Otwórz stronę produktu' }).getAttribute('href')).toBe('/produkt/1-kurtka');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('offers no link when there is no such page', () => {
    act(() => void showLoadFailure({ title: 'Formularz', notice: { text: 'Nie udało się.', className: 'quick-add__notice' }, page: null, opener }));
    expect(within(screen.getByRole('dialog', { name: 'Formularz' })).queryByRole('link')).toBeNull();
  });
});
