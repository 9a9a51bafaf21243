// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/fake-fetch';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { isNarrow } from '../../shared/state/viewport';
import { answerFor, form, input, listbox, mount, opened, options, panel, queries, searchSuggestUnderTest, settle, spinner, unwake, wake } from '../../test-support/search-suggest-under-test';

searchSuggestUnderTest();

describe('search-suggest island', () => {
  it('keeps the server field and its neighbours, and makes the field a combobox controlling a hidden listbox', () => {
    const [label, field, button] = [...form.children];
    mount();
    expect([...form.children].slice(0, 3)).toEqual([label, field, button]);
    expect(form.querySelector('input')).toBe(input);
    expect(input.nextElementSibling!.className).toBe('search-suggest__spinner');
    expect(form.lastElementChild).toBe(panel());
    expect(spinner().hidden).toBe(true);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('aria-label')).toBe('Podpowiedzi wyszukiwania');
    expect(panel().hidden).toBe(true);
  });

  it('asks once, 500 ms after the last keystroke, and only above the wide-screen threshold', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mount();
    fireEvent.input(input, { target: { value: 'k' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    fireEvent.input(input, { target: { value: 'ku' } });
    fireEvent.input(input, { target: { value: 'kur' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(fetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(queries).toEqual(['kur']));
    await opened();
  });

  it('asks for one character on a narrow screen', async () => {
    isNarrow.value = true;
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('k');
    await opened();
    expect(queries).toEqual(['k']);
  });

  it('shows the groups as text, shows the loading state, and never the answer of a superseded query', async () => {
    let releaseFirst: (response: Response) => void = () => undefined;
    const signals: AbortSignal[] = [];
    stubFetch(async (request) => {
      const { query } = (await request.clone().json()) as { query: string };
      queries.push(query);
      signals.push(request.signal);
      if (query === '<b>kurtka</b>') return new Promise<Response>((resolve) => (releaseFirst = resolve));
      return new Response(JSON.stringify(answerFor(query)));
    });
    mount();
    fireEvent.input(input, { target: { value: '<b>kurtka</b>' } });
    await waitFor(() => expect(queries).toEqual(['<b>kurtka</b>']), { timeout: 2000 });
    await waitFor(() => expect(spinner().hidden).toBe(false));
    fireEvent.input(input, { target: { value: '<i>buty</i>' } });
    expect(signals[0]!.aborted).toBe(true);
    await opened();
    releaseFirst(new Response(JSON.stringify(answerFor('<b>kurtka</b>'))));
    await settle();
    expect(spinner().hidden).toBe(true);
    expect(panel().querySelector('.search-suggest__name')!.textContent).toBe('<i>buty</i>');
    expect(panel().querySelector('i')).toBeNull();
    expect(panel().textContent).not.toContain('kurtka');
    expect(within(listbox()).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)!.textContent)).toEqual([
      'Produkty',
      'Producenci',
    ]);
    expect(options()[0]!.querySelector('img')!.getAttribute('src')).toBe('/dane/small/p-01-a.png');
    expect(options()[0]!.querySelector('.search-suggest__price')!.textContent).toBe('10,00\u00a0zł');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('by keyboard: Down/Up move and wrap, Enter opens the active option, Escape closes then clears', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('kurtka');
    await opened();
    // Whether each key's default (moving the caret, submitting, clearing the field) was stopped.
    const stopped: [string, boolean][] = [];
    form.addEventListener('keydown', (event) => stopped.push([event.key, event.defaultPrevented]));
    const [product, producer] = options();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(product!.id);
    expect(product!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(producer!.id);
    expect(product!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(product!.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(producer!.id);
    expect(document.activeElement).toBe(input);

    const clicked = vi.fn();
    producer!.addEventListener('click', clicked);
    await user.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalledOnce();
    expect(panel().hidden).toBe(true);

    await user.keyboard('{ArrowDown}');
    expect(panel().hidden).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{Escape}');
    expect(panel().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('kurtka');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(stopped).toEqual(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'Enter', 'ArrowDown', 'Escape', 'Escape'].map((key) => [key, true]));
  });

  it('by mouse: a click on an option keeps focus in the field and closes the panel', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('kurtka');
    await opened();
    const clicked = vi.fn();
    options()[1]!.addEventListener('click', clicked);
    await user.click(options()[1]!);
    expect(clicked).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(input);
    expect(panel().hidden).toBe(true);
  });

  it('closes on a press outside the form, and when focus leaves the form', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('kurtka');
    await opened();
    await user.pointer({ keys: '[MouseLeft]', target: document.getElementById('outside')! });
    expect(panel().hidden).toBe(true);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(panel().hidden).toBe(false);
    await user.tab();
    expect(panel().hidden).toBe(false);
    await user.tab();
    expect(document.activeElement!.id).toBe('elsewhere');
    expect(panel().hidden).toBe(true);
  });

  it('reports a failed call, hides the loading state, closes the panel, and works again', async () => {
    const { context } = mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('buty');
    await opened();
    stubFetch(async () => new Response('{"message":"x"}', { status: 500 }));
    fireEvent.input(input, { target: { value: 'kurtka' } });
    await waitFor(() => expect(context.report).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(vi.mocked(context.report).mock.calls[0]![0]).toContain('kurtka');
    expect(spinner().hidden).toBe(true);
    expect(panel().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    stubFetch(async () => new Response(JSON.stringify(answerFor('kurtka zimowa'))));
    await user.keyboard(' zimowa');
    await opened();
  });

  it('leaves the server markup as it was on unmount', async () => {
    const before = form.outerHTML;
    await wake();
    const user = userEvent.setup();
    await user.click(input);
    unwake();
    expect(form.outerHTML).toBe(before);
    expect(form.querySelector('input')).toBe(input);
  });
});
