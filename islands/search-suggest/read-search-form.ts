/** What the search-suggest island takes from its hook, the server's search form. */
export interface SearchFormMarkup {
  /** The server's own field: the shopper may already be typing in it, so it is never drawn again. */
  input: HTMLInputElement;
  /** The form's results page for a phrase, as a path: a recent phrase links to it. */
  resultsUrl: (phrase: string) => string;
}

export function readSearchForm(element: HTMLElement): SearchFormMarkup {
  const input = element.querySelector('input[type="search"]');
  if (!(element instanceof HTMLFormElement) || !(input instanceof HTMLInputElement)) {
    throw new Error('the hook must be a <form> containing an <input type="search">');
  }
  const action = element.action || location.href;
  const name = input.name || 'q';
  const resultsUrl = (phrase: string) => {
    const target = new URL(action);
    target.search = new URLSearchParams({ [name]: phrase }).toString();
    return target.pathname + target.search;
  };
  return { input, resultsUrl };
}
