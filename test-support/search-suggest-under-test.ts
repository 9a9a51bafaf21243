import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubFetch } from './fake-fetch';
import type { SearchSuggestionsResponse } from '../shared/api/types';
import { SEARCH_DEBOUNCE_MS } from '../shared/constants';
import { isNarrow } from '../shared/state/viewport';
import { mountIsland } from '../islands/runtime/react-root';
import type { Unmount } from '../islands/runtime/types';
import { renderIsland, testContext } from './test-context';
import * as searchSuggest from '../islands/search-suggest/SearchSuggest';

export const answerFor = (name: string): SearchSuggestionsResponse => ({
  products: [{ url: `/produkt/1-${name}`, image: '/dane/small/p-01-a.png', name, price: 10 }],
  producers: [{ url: '/producent/los', name: 'Łoś' }],
  categories: [],
});

// Exported as live bindings: each test, and serverMarkup(), gives them new values.
export let queries: string[];
export let form: HTMLFormElement;
export let input: HTMLInputElement;
let woken: Unmount | undefined;

export function serverMarkup() {
  document.body.innerHTML = `<h1 id="outside">Sklep</h1><form class="header-search" role="search" method="get" action="/szukaj"><label for="q">Szukaj produktów</label><span class="header-search__field"><input type="text" id="q" name="q" enterkeyhint="search"></span><button type="submit">Szukaj</button></form><a id="elsewhere" href="/koszyk">Koszyk</a>`;
  form = document.querySelector('form')!;
  input = document.querySelector('input')!;
}

export const mount = (keepRecent = true) => renderIsland(searchSuggest, form, { keepRecent });

/**
 * Mounts the way the runtime does when the island wakes: hydrating the form, without StrictMode, and
 * outside `act`, which would hold back the hydration the mount waits for.
 */
export async function wake(keepRecent = true) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    woken = await mountIsland(form, searchSuggest.default, { keepRecent, ...searchSuggest.read(form) }, testContext(form, 'search-suggest'), true);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
  await act(async () => undefined);
}
/** Unmounts the woken island as the runtime does when its hook leaves the page. */
export function unwake() {
  act(() => woken?.());
  woken = undefined;
}

export const spinner = () => form.querySelector<HTMLElement>('.search-suggest__spinner')!;

export const panel = () => form.querySelector<HTMLElement>('.search-suggest__panel')!;
export const listbox = () => screen.getByRole('listbox', { hidden: true });
export const options = () => within(listbox()).getAllByRole('option', { hidden: true }) as HTMLAnchorElement[];
export const opened = () => screen.findByRole('listbox', {}, { timeout: 2000 });
export const settle = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));

/**
 * For the search-suggest tests: before each test, the header's search form as the server sends it
 * on a wide screen, with suggestions answered on the stubbed fetch and every query kept in `queries`;
 * after it, the woken island unmounted and the recent phrases forgotten.
 */
export function searchSuggestUnderTest() {
  beforeEach(() => {
    vi.stubGlobal('location', new URL('http://shop.test/'));
    isNarrow.value = false;
    queries = [];
    stubFetch(async (request) => {
      const { query } = (await request.clone().json()) as { query: string };
      queries.push(query);
      return new Response(JSON.stringify(answerFor(query)), { status: 200 });
    });
    // As in Chromium 156, which returns a promise here.
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => Promise.resolve() as unknown as void);
    serverMarkup();
    // A chosen option or a submitted search would leave the test page.
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    });
    form.addEventListener('submit', (event) => event.preventDefault());
  });

  afterEach(() => {
    unwake();
    vi.useRealTimers();
    localStorage.clear();
  });
}
