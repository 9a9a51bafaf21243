// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sent, stubFetch } from '../../test-support/fake-fetch';
import { priceBounds } from '../../shared/state/price-bounds';
import { renderIsland } from '../../test-support/test-context';
import * as advancedSearch from './AdvancedSearch';

const FORM = `<form method="get" action="/szukaj">
<label for="c">Kategoria</label><select id="c" name="category"><option value="">Wszystkie</option><option value="2">Kurtki</option><option value="3">Buty</option></select>
<label for="p">Producent</label><select id="p" name="producer"><option value="">Wszyscy producenci</option><option value="1">Łoś</option><option value="5">Jeż</option></select>
<div class="price-filter" data-island="price-slider"><input name="priceFrom"></div>
<button type="submit">Szukaj</button>
</form>`;

const answer = (body: object) => async () => new Response(JSON.stringify(body));
const names = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

let form: HTMLFormElement;
const category = () => screen.getByLabelText<HTMLSelectElement>('Kategoria');
const producer = () => screen.getByLabelText<HTMLSelectElement>('Producent');
const mount = () => renderIsland(advancedSearch, form, { categoryField: 'category', producerField: 'producer' });

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/szukaj'));
  document.body.innerHTML = FORM;
  form = document.querySelector('form')!;
});
afterEach(() => act(() => void (priceBounds.value = null)));

describe('advanced-search island', () => {
  it('keeps the form and its fields, nested hook included, as the server made them', () => {
    const children = [...form.querySelectorAll('*')];
    mount();
    expect([...form.querySelectorAll('*')]).toEqual(children);
  });

  it('by mouse: asks for the chosen category, replaces the producers and sets the price bounds', async () => {
    stubFetch(answer({ min: 20, max: 900, producers: [{ id: 5, name: '<b>Jeż</b> i syn' }, { id: 9, name: 'Żubr' }] }));
    mount();
    const [all, , jez] = [...producer().options];
    await userEvent.selectOptions(producer(), '5');
    await userEvent.selectOptions(category(), 'Kurtki');
    await waitFor(() => expect(priceBounds.value).toEqual({ min: 20, max: 900 }));
    expect(sent()).toMatchObject({ url: 'http://shop.test/api/frontend/AdvancedSearch', body: '{"categoryId":2}' });
    // The answer names the producers, as text; the theme's "all" option and the chosen one stay the same nodes.
    expect(names(producer())).toEqual(['Wszyscy producenci', '<b>Jeż</b> i syn', 'Żubr']);
    expect(producer().querySelector('b')).toBeNull();
    expect([...producer().options].slice(0, 2)).toEqual([all, jez]);
    expect(producer().value).toBe('5');
  });

  it('by keyboard: a category chosen on the focused select asks for it; "all categories" is category 0', async () => {
    stubFetch(answer({ min: 0, max: 10, producers: [] }));
    mount();
    await userEvent.tab();
    expect(document.activeElement).toBe(category());
    // Arrows on a closed <select> are the browser's own (proved in Chromium, e2e/search-advanced.spec.ts): its change event here.
    fireEvent.change(category(), { target: { value: '2' } });
    await waitFor(() => expect(sent()?.body).toBe('{"categoryId":2}'));
    fireEvent.change(category(), { target: { value: '' } });
    await waitFor(() => expect(sent()?.body).toBe('{"categoryId":0}'));
  });

  it('aborts the request of a superseded choice and applies only the latest answer', async () => {
    const signals: AbortSignal[] = [];
    let releaseFirst: (r: Response) => void = () => undefined;
    stubFetch(async (request) => {
      signals.push(request.signal);
      const { categoryId } = (await request.clone().json()) as { categoryId: number };
      if (categoryId === 2) return new Promise<Response>((resolve) => (releaseFirst = resolve));
      return new Response(JSON.stringify({ min: 100, max: 200, producers: [{ id: 3, name: 'Buty-Max' }] }));
    });
    mount();
    await userEvent.selectOptions(category(), '2');
    await waitFor(() => expect(signals).toHaveLength(1));
    await userEvent.selectOptions(category(), '3');
    await waitFor(() => expect(priceBounds.value).toEqual({ min: 100, max: 200 }));
    releaseFirst(new Response(JSON.stringify({ min: 1, max: 2, producers: [] })));
    await new Promise((r) => setTimeout(r, 10));
    expect(signals[0]!.aborted).toBe(true);
    expect(priceBounds.value).toEqual({ min: 100, max: 200 });
    expect(names(producer())).toEqual(['Wszyscy producenci', 'Buty-Max']);
  });

  it('acts at mount on a category chosen before it woke, and asks nothing when none was', async () => {
    const live: AbortSignal[] = [];
    const fetch = vi.fn(async (request: Request) => {
      live.push(request.signal);
      return answer({ min: 5, max: 50, producers: [] })();
    });
    stubFetch(fetch);
    const first = mount();
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).not.toHaveBeenCalled();
    first.unmount();

    document.body.innerHTML = FORM;
    form = document.querySelector('form')!;
    category().value = '3';
    mount();
    await waitFor(() => expect(priceBounds.value).toEqual({ min: 5, max: 50 }));
    // StrictMode mounts twice: the first mount's request is aborted as it goes, one stays.
    expect(live.filter((signal) => !signal.aborted)).toHaveLength(1);
    expect(sent()?.body).toBe('{"categoryId":3}');
  });

  it('aborts its request when it goes', async () => {
    let signal: AbortSignal | undefined;
    stubFetch(async (request) => {
      signal = request.signal;
      return new Promise<Response>(() => undefined);
    });
    const { unmount } = mount();
    await userEvent.selectOptions(category(), '2');
    await waitFor(() => expect(signal).toBeDefined());
    // The aborted request ends in a microtask (the loading indicator hides): inside act too.
    await act(async () => unmount());
    expect(signal!.aborted).toBe(true);
  });

  it('reports a failure and leaves the options as they were', async () => {
    stubFetch(async () => new Response('{"message":"x"}', { status: 500 }));
    const { context } = mount();
    await userEvent.selectOptions(category(), '2');
    await waitFor(() => expect(context.report).toHaveBeenCalledOnce());
    expect(vi.mocked(context.report).mock.calls[0]![0]).toMatch(/could not load the producers/);
    expect(producer().options).toHaveLength(3);
    expect(priceBounds.value).toBeNull();
  });

  it('refuses a hook that is not a form, or a form without the named selects', () => {
    const props = { categoryField: 'category', producerField: 'producer' };
    expect(() => advancedSearch.read(document.createElement('div'), props)).toThrow('the hook must be a <form>, not a <div>');
    document.body.innerHTML = '<form><select name="category"></select></form>';
    const form = document.querySelector('form')!;
    expect(() => advancedSearch.read(form, props)).toThrow('the form has no <select name="producer"> (named by data-producer-field)');
    form.insertAdjacentHTML('beforeend', '<input name="producer">');
    expect(() => advancedSearch.read(form, props)).toThrow('the form\'s field "producer" (named by data-producer-field) must be a <select>, not a <input>');
    form.insertAdjacentHTML('beforeend', '<input name="producer">');
    expect(() => advancedSearch.read(form, props)).toThrow('the form has several fields named "producer" (named by data-producer-field); it needs one <select>');
  });
});
