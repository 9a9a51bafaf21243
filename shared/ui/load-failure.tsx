import type { OpenDialog } from '../state/dialog';
import { openDialog } from './dialog';

export interface LoadFailure {
  title: string;
  /** What went wrong, in the shopper's words, with the theme's class: it describes the pop-up, so it is read as it opens. */
  notice: { text: string; className: string };
  /** The page that shows the same without JavaScript (the contact page, the product page), and the link's words. */
  page: { href: string; text: string } | null;
  opener: HTMLElement;
}

/**
 * A pop-up that could not show what it was opened for (a form that would not load): it says so and
 * offers the page that works without JavaScript. Drawn as every message pop-up is (`sf-dialog--message`).
 */
export function showLoadFailure({ title, notice, page, opener }: LoadFailure): OpenDialog {
  return openDialog({
    title,
    description: notice,
    content: page ? <a href={page.href}>{page.text}</a> : null,
    opener,
    className: 'sf-dialog--message',
  });
}
