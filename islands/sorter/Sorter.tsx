import { useEffect } from 'react';
import { SORT_ORDER_COOKIE, SORT_ORDER_COOKIE_DAYS } from '../../shared/constants';
import { writeCookie } from '../../shared/cookies';
import { differsFromServer } from '../../shared/forms/server-state';
import { hookForm } from '../runtime/hook-markup';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { sorterSchema } from './schema';

export const schema = sorterSchema;

/** The sort select of the server's sort form. */
interface SorterMarkup {
  select: HTMLSelectElement;
}

type Props = PropsOf<typeof sorterSchema> & SorterMarkup & IslandProps;

export function read(element: HTMLElement): SorterMarkup {
  const select = hookForm(element).querySelector<HTMLSelectElement>('select[name="sort"]');
  if (!select) throw new Error('the form holds no <select name="sort">');
  return { select };
}

export const drawsNothing = true;

/**
 * The sorter dropdown: a chosen order is kept in the sort cookie (the server sorts by it when the URL
 * names none) and the form is sent. It draws nothing: the form is the hook, and its select stays the
 * server's node, so the listing swap sees the very form and the choice the shopper made.
 */
export default function Sorter({ select, context }: Props) {
  const form = context.element as HTMLFormElement;

  useEffect(() => {
    const choose = () => {
      writeCookie(SORT_ORDER_COOKIE, select.value, SORT_ORDER_COOKIE_DAYS);
      // requestSubmit, not submit(): the page-part swap listens for the submit event.
      form.requestSubmit();
    };
    select.addEventListener('change', choose);
    // The island wakes on the first touch; a choice made before its code arrived is acted on now, once:
    // after the microtasks of this commit, so an effect run again for the same mount (StrictMode's) does not send it twice.
    let live = true;
    queueMicrotask(() => {
      if (live && differsFromServer(select)) choose();
    });
    return () => {
      live = false;
      select.removeEventListener('change', choose);
    };
  }, [form, select]);

  return null;
}
