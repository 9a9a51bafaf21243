import { hookForm } from '../runtime/hook-markup';

/** What the search-suggest island takes from its hook, the server's search form. */
export interface SearchFormMarkup {
  /** The server's own field: the shopper may already be typing in it, so it is never drawn again. */
  input: HTMLInputElement;
  /** The form's results page for a phrase, as a path: a recent phrase links to it. */
  resultsUrl: (phrase: string) => string;
}

export function readSearchForm(element: HTMLElement): SearchFormMarkup {
  const form = hookForm(element);
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('the form holds no <input type="search">');
  const action = form.action || location.href;
  const name = input.name || 'q';
  const resultsUrl = (phrase: string) => {
    const target = new URL(action);
    target.search = new URLSearchParams({ [name]: phrase }).toString();
    return target.pathname + target.search;
  };
  return { input, resultsUrl };
}
