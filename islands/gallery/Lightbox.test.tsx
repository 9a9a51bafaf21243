// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import { pressEscape } from '../../test-support/press-escape';
import { Lightbox } from './Lightbox';

const IMAGES = ['a.png', 'b.png', 'c.png'];

let opener: HTMLButtonElement;
const open = (images = IMAGES, startAt = 0) => {
  const onShow = vi.fn();
  const onClose = vi.fn();
  act(() => void openDialog({ title: 'Kurtka', content: <Lightbox images={images} alt="Kurtka" startAt={startAt} onShow={onShow} />, opener, onClose }));
  // Where a browser puts focus when the modal opens: its first button, the close button.
  within(dialog()).getByRole('button', { name: 'Zamknij' }).focus();
  return { onShow, onClose };
};
const dialog = () => screen.getByRole('dialog', { name: 'Kurtka' });
const image = () => dialog().querySelector<HTMLImageElement>('.lightbox__image')!;
const caption = () => dialog().querySelector('.lightbox__caption')!;
const navButton = (name: string) => within(dialog()).getByRole('button', { name });

beforeEach(() => {
  document.body.innerHTML = '<button type="button">Powiększ zdjęcie</button>';
  opener = document.querySelector('button')!;
});
afterEach(() => act(() => void activeDialog.peek()?.dismiss()));

describe('lightbox', () => {
  it('shows the image it starts at from /dane/source/, described, with its place in the list said politely', () => {
    open(IMAGES, 1);
    expect(image().getAttribute('src')).toBe('/dane/source/b.png');
    expect(image().alt).toBe('Kurtka – zdjęcie 2 z 3');
    expect(caption().textContent).toBe('Zdjęcie 2 z 3');
    expect(caption().getAttribute('aria-live')).toBe('polite');
  });

  it('by mouse: previous and next go round the list and tell the gallery each image shown', async () => {
    const { onShow } = open();
    await userEvent.click(navButton('Poprzednie zdjęcie'));
    expect(image().getAttribute('src')).toBe('/dane/source/c.png');
    expect(caption().textContent).toBe('Zdjęcie 3 z 3');
    await userEvent.click(navButton('Następne zdjęcie'));
    await userEvent.click(navButton('Następne zdjęcie'));
    expect(image().getAttribute('src')).toBe('/dane/source/b.png');
    expect(onShow.mock.calls).toEqual([[2], [0], [1]]);
  });

  it('by keyboard: the arrow keys move wherever focus is in the pop-up, other keys do nothing, Escape closes', async () => {
    const { onShow, onClose } = open();
    await userEvent.keyboard('{ArrowLeft}');
    expect(caption().textContent).toBe('Zdjęcie 3 z 3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(image().getAttribute('src')).toBe('/dane/source/b.png');
    navButton('Następne zdjęcie').focus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(caption().textContent).toBe('Zdjęcie 3 z 3');
    expect(onShow.mock.calls).toEqual([[2], [0], [1], [2]]);
    await pressEscape(dialog() as HTMLDialogElement);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(opener);
  });

  it('with a single image has no buttons to move and ignores the arrows', async () => {
    const { onShow } = open(['a.png']);
    expect(dialog().querySelector('.lightbox__nav')).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(caption().textContent).toBe('Zdjęcie 1 z 1');
    expect(onShow).not.toHaveBeenCalled();
  });
});
