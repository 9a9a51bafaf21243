// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/api/fake-fetch';
import type { SearchSuggestionsResponse } from '../../shared/api/types';
import { RECENT_SEARCHES_STORAGE_KEY, SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { isNarrow } from '../../shared/state/viewport';
import { testContext } from '../test-context';
import searchSuggest from './search-suggest';

const answerFor = (name: string): SearchSuggestionsResponse => ({
  products: [{ url: `/produkt/1-${name}`, image: '/dane/small/p-01-a.png', name, price: 10 }],
  producers: [{ url: '/producent/los', name: 'Łoś' }],
  categories: [],
});

let queries: string[];
let unmount: (() => void) | void;

function mountForm(keepRecent = true) {
  document.body.innerHTML = `<form method="get" action="/szukaj"><span><input type="search" id="q" name="q"></span><button>Szukaj</button></form>`;
  const form = document.querySelector('form')!;
  const context = testContext(form, 'search-suggest');
  unmount = searchSuggest.mount(form, { keepRecent }, context);
  const input = document.querySelector('input')!;
  const panel = form.querySelector<HTMLElement>('.search-suggest__panel')!;
  return { form, input, panel, context };
}

function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const key = (input: HTMLInputElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  input.dispatchEvent(event);
  return event;
};

/** Lets the fetch and ky's promise chain run. */
const settle = () => vi.waitFor(() => undefined).then(() => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/'));
  isNarrow.value = false;
  queries = [];
  stubFetch(async (request) => {
    const { query } = (await request.clone().json()) as { query: string };
    queries.push(query);
    return new Response(JSON.stringify(answerFor(query)), { status: 200 });
  });
});

afterEach(() => {
  unmount?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('search-suggest island', () => {
  it('turns the search field into a combobox controlling a hidden listbox', () => {
    const { input, panel } = mountForm();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(panel.hidden).toBe(true);
  });

  it('asks once, 500 ms after the last keystroke, and only above the wide-screen threshold', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { input } = mountForm();
    type(input, 'k');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    type(input, 'ku');
    type(input, 'kur');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(queries).toEqual(['kur']));
  });

  it('asks for one character on a narrow screen', async () => {
    isNarrow.value = true;
    const { input } = mountForm();
    type(input, 'k');
    await vi.waitFor(() => expect(queries).toEqual(['k']), { timeout: 2000 });
  });

  it('shows the groups as text, and never the answer of a superseded query', async () => {
    let releaseFirst: (response: Response) => void = () => undefined;
    const signals: AbortSignal[] = [];
    stubFetch(async (request) => {
      const { query } = (await request.clone().json()) as { query: string };
      queries.push(query);
      signals.push(request.signal);
      if (query === 'kurtka') return new Promise<Response>((resolve) => (releaseFirst = resolve));
      return new Response(JSON.stringify(answerFor(query)));
    });
    const { input, panel } = mountForm();
    type(input, 'kurtka');
    await vi.waitFor(() => expect(queries).toEqual(['kurtka']), { timeout: 2000 });
    type(input, 'buty');
    await vi.waitFor(() => expect(panel.hidden).toBe(false), { timeout: 2000 });
    releaseFirst(new Response(JSON.stringify(answerFor('kurtka'))));
    await settle();
    expect(signals[0]!.aborted).toBe(true);
    expect(panel.querySelector('.search-suggest__name')!.textContent).toBe('buty');
    expect(panel.textContent).not.toContain('kurtka');
    expect([...panel.querySelectorAll('[role="group"]')].map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Produkty',
      'Producenci',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with Down/Up, opens the active option on Enter, and Escape closes then clears', async () => {
    const { input, panel } = mountForm();
    type(input, 'kurtka');
    await vi.waitFor(() => expect(panel.hidden).toBe(false), { timeout: 2000 });
    const options = [...panel.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    expect(key(input, 'ArrowDown').defaultPrevented).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    const clicked = vi.fn((event: Event) => event.preventDefault());
    options[1]!.addEventListener('click', clicked);
    expect(key(input, 'Enter').defaultPrevented).toBe(true);
    expect(clicked).toHaveBeenCalledOnce();

    type(input, 'kurtka');
    await vi.waitFor(() => expect(panel.hidden).toBe(false), { timeout: 2000 });
    expect(key(input, 'Escape').defaultPrevented).toBe(true);
    expect(panel.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('kurtka');
    key(input, 'Escape');
    expect(input.value).toBe('');
  });

  it('lets Enter submit the search when no option is active, and remembers the phrase', async () => {
    const { input, form } = mountForm();
    input.value = 'namiot';
    expect(key(input, 'Enter').defaultPrevented).toBe(false);
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['namiot']);
  });

  it('shows the last phrases when the empty field gets focus', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty","kurtka"]');
    const { input, panel } = mountForm();
    input.dispatchEvent(new FocusEvent('focus'));
    expect(panel.hidden).toBe(false);
    const options = [...panel.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    expect(options.map((o) => o.textContent)).toEqual(['buty', 'kurtka']);
    expect(options[1]!.getAttribute('href')).toBe('/szukaj?q=kurtka');
  });

  it('keeps no history with data-keep-recent="false"', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty"]');
    const { input, panel, form } = mountForm(false);
    input.dispatchEvent(new FocusEvent('focus'));
    expect(panel.hidden).toBe(true);
    input.value = 'namiot';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('["buty"]');
  });

  it('reports a failed call, hides the loading state, closes the panel, and works again', async () => {
    stubFetch(async () => new Response('{"message":"x"}', { status: 500 }));
    const { input, panel, form, context } = mountForm();
    type(input, 'kurtka');
    await vi.waitFor(() => expect(context.report).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(vi.mocked(context.report).mock.calls[0]![0]).toContain('kurtka');
    expect(form.classList.contains('search-suggest--loading')).toBe(false);
    expect(panel.hidden).toBe(true);

    stubFetch(async () => new Response(JSON.stringify(answerFor('buty'))));
    type(input, 'buty');
    await vi.waitFor(() => expect(panel.hidden).toBe(false), { timeout: 2000 });
  });

  it('leaves the server markup as it was on unmount', () => {
    const { input, form } = mountForm();
    unmount!();
    unmount = undefined;
    expect(input.hasAttribute('role')).toBe(false);
    expect(form.querySelector('.search-suggest__panel')).toBeNull();
  });
});
