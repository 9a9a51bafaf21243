// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sent, stubFetch } from '../../shared/api/fake-fetch';
import { priceBounds } from '../../shared/state/price-bounds';
import { testContext } from '../test-context';
import advancedSearch from './advanced-search';

const FORM = `<form method="get" action="/szukaj">
<select name="category"><option value="">Wszystkie</option><option value="2">Kurtki</option><option value="3">Buty</option></select>
<select name="producer"><option value="">Wszyscy producenci</option><option value="1">Łoś</option><option value="5">Jeż</option></select>
</form>`;

let unmount: (() => void) | void;

function mountForm() {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form')!;
  const context = testContext(form, 'advanced-search');
  unmount = advancedSearch.mount(form, { categoryField: 'category', producerField: 'producer' }, context);
  const [category, producer] = [...form.querySelectorAll('select')] as [HTMLSelectElement, HTMLSelectElement];
  return { form, category, producer, context };
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/szukaj'));
  priceBounds.value = null;
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
});

describe('advanced-search island', () => {
  it('asks for the chosen category, replaces the producers and sets the price bounds', async () => {
    stubFetch(async () => new Response(JSON.stringify({ min: 20, max: 900, producers: [{ id: 5, name: 'Jeż' }, { id: 9, name: 'Żubr' }] })));
    const { category, producer } = mountForm();
    producer.value = '5';
    choose(category, '2');
    await vi.waitFor(() => expect(priceBounds.value).toEqual({ min: 20, max: 900 }));
    expect(sent()).toMatchObject({ url: 'http://shop.test/api/frontend/AdvancedSearch', body: '{"categoryId":2}' });
    expect([...producer.options].map((o) => o.textContent)).toEqual(['Wszyscy producenci', 'Jeż', 'Żubr']);
    expect(producer.value).toBe('5');
  });

  it('sends category 0 for "all categories"', async () => {
    stubFetch(async () => new Response(JSON.stringify({ min: 0, max: 10, producers: [] })));
    const { category } = mountForm();
    choose(category, '');
    await vi.waitFor(() => expect(sent()?.body).toBe('{"categoryId":0}'));
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
    const { category, producer } = mountForm();
    choose(category, '2');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    choose(category, '3');
    await vi.waitFor(() => expect(priceBounds.value).toEqual({ min: 100, max: 200 }));
    releaseFirst(new Response(JSON.stringify({ min: 1, max: 2, producers: [] })));
    await new Promise((r) => setTimeout(r, 10));
    expect(signals[0]!.aborted).toBe(true);
    expect(priceBounds.value).toEqual({ min: 100, max: 200 });
    expect([...producer.options].map((o) => o.textContent)).toEqual(['Wszyscy producenci', 'Buty-Max']);
  });

  it('reports a failure and leaves the options as they were', async () => {
    stubFetch(async () => new Response('{"message":"x"}', { status: 500 }));
    const { category, producer, context } = mountForm();
    choose(category, '2');
    await vi.waitFor(() => expect(context.report).toHaveBeenCalledOnce());
    expect(producer.options).toHaveLength(3);
    expect(priceBounds.value).toBeNull();
  });

  it('refuses a form without the named selects', () => {
    document.body.innerHTML = '<form><select name="category"></select></form>';
    const form = document.querySelector('form')!;
    expect(() => advancedSearch.mount(form, { categoryField: 'category', producerField: 'producer' }, testContext(form))).toThrow(
      'the form has no <select name="producer">',
    );
  });
});
