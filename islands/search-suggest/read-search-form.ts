import { hookForm } from '../runtime/hook-markup';

/** What the search-suggest island takes from its hook, the server's search form. */
export interface SearchFormMarkup {
  /** The form's nodes, adopted as they are. */
  nodes: readonly Node[];
  /** The server's own field: the shopper may already be typing in it, so it is never drawn again. */
  input: HTMLInputElement;
  /** The form's results page for a phrase, as a path: a recent phrase links to it. */
  resultsUrl: (phrase: string) => string;
}

const FIELD = '<input type="text" enterkeyhint="search">';

/**
 * The field is a text input: the island makes it a combobox, and ARIA in HTML allows that role on a text input
 * (`type="text"` or no type), not on `type="search"`, which the Nu Html Checker then reports as an error.
 */
function searchField(form: HTMLFormElement): HTMLInputElement {
  const inputs = [...form.querySelectorAll('input')];
  const field = inputs.find((input) => input.type === 'text');
  if (field) return field;
  if (inputs.some((input) => input.type === 'search')) {
    // The field the docs before 1.0.0 showed: the theme is told what to change, and where it is written down.
    throw new Error(
      `the search field must be ${FIELD}: an <input type="search"> cannot take the combobox role; upgrade note: CHANGELOG.md, 1.0.0, For integrators, "The header search field is a text input"`,
    );
  }
  throw new Error(`the form holds no ${FIELD}`);
}

export function readSearchForm(element: HTMLElement): SearchFormMarkup {
  const form = hookForm(element);
  const input = searchField(form);
  const action = form.action || location.href;
  const name = input.name || 'q';
  const resultsUrl = (phrase: string) => {
    const target = new URL(action);
    target.search = new URLSearchParams({ [name]: phrase }).toString();
    return target.pathname + target.search;
  };
  return { nodes: [...element.childNodes], input, resultsUrl };
}
