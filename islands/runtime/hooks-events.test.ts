// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCart, getOptions } from '../../shared/api';
import { answer, failure } from '../../test-support/fake-fetch';
import { listenerErrorsAsInBrowsers } from '../../test-support/listener-errors';
import type { ErrorEventDetail, IslandEventDetail } from '../../shared/events/types';
import { effectIsland, flush, reaches, runtimeUnderTest, type TestMount } from '../../test-support/runtime-under-test';
import { integer, type Schema } from './schema';
import type { HookDefinition } from './types';

const { errors, start } = runtimeUnderTest();

/** Every public event heard on the document, in order: its name, its target's id, its detail. */
const heard: [string, string, IslandEventDetail | ErrorEventDetail][] = [];
const listen = (event: CustomEvent<IslandEventDetail> | CustomEvent<ErrorEventDetail>) => heard.push([event.type, (event.target as Element).id, event.detail]);
document.addEventListener('storefront:island', listen);
document.addEventListener('storefront:error', listen);
afterEach(() => {
  heard.length = 0;
  performance.clearMeasures();
});

const island = (mount: TestMount, schema: Schema = {}): HookDefinition => ({ wake: 'load', load: async () => effectIsland(mount, schema) });

describe('storefront:island and storefront:error', () => {
  it('tell of a mounted island once its hook is marked, and measure its wake as storefront:<island>', async () => {
    document.body.innerHTML = '<div id="a" data-island="fake"></div>';
    const marks: (string | null)[] = [];
    document.addEventListener('storefront:island', (event) => marks.push((event.target as Element).getAttribute('data-island-state')), { once: true });
    start({ fake: island(() => undefined) });
    await reaches(document.getElementById('a')!, 'mounted');
    expect(heard).toEqual([['storefront:island', 'a', { name: 'fake', state: 'mounted' }]]);
    expect(marks).toEqual(['mounted']);
    const [measure, ...more] = performance.getEntriesByName('storefront:fake', 'measure');
    expect(more).toEqual([]);
    expect(measure!.duration).toBeGreaterThanOrEqual(0);
  });

  it('tell of a chunk that failed: the error line, then the failed hook with the same words as its reason', async () => {
    document.body.innerHTML = '<div id="a" data-island="broken"></div>';
    const cutOff = new TypeError('Failed to fetch dynamically imported module');
    start({ broken: { wake: 'load', load: () => Promise.reject(cutOff) } });
    await reaches(document.getElementById('a')!, 'failed');
    const message = 'could not start; the server markup stays: Failed to fetch dynamically imported module';
    expect(errors).toEqual([`[storefront] island "broken" on <div#a>: ${message}`]);
    expect(heard).toEqual([
      ['storefront:error', 'a', { island: 'broken', message, error: cutOff }],
      ['storefront:island', 'a', { name: 'broken', state: 'failed', reason: message }],
    ]);
    expect(performance.getEntriesByType('measure')).toEqual([]);
  });

  it('tell of a hook left inert by a malformed attribute, with what is wrong', async () => {
    document.body.innerHTML = '<p id="p" data-island="sized" data-size="duży"></p>';
    start({ sized: island(() => undefined, { size: integer() }) });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    const message = 'bad attributes, island left inert: data-size="duży" is not a valid integer';
    expect(heard).toEqual([
      ['storefront:error', 'p', { island: 'sized', message }],
      ['storefront:island', 'p', { name: 'sized', state: 'invalid', reason: message }],
    ]);
  });

  it('tell of a hook naming no island, with the name it most likely meant', async () => {
    document.body.innerHTML = '<div id="u" data-island="fak"></div>';
    start({ fake: island(() => undefined) });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    const message = 'unknown island; did you mean "fake"? known: fake';
    expect(heard).toEqual([
      ['storefront:error', 'u', { island: 'fak', message }],
      ['storefront:island', 'u', { name: 'fak', state: 'invalid', reason: message }],
    ]);
  });

  it("give the failed call's name and HTTP status with an island's report of it, and neither for other causes", async () => {
    answer('Server Error', 500);
    const refused = await failure(getOptions({ dicts: [1], pid: 7 }));
    answer('<html>', 200);
    const malformed = await failure(addCart({ Amount: 1, ProductId: 7, OptionId: -1, addons: [] }));
    const notACall = new Error('not a call');
    document.body.innerHTML = '<div id="a" data-island="options"></div>';
    start({
      options: island((_element, _props, context) => {
        context.report('could not load the chosen variant', refused);
        context.report('could not add the product to the cart', malformed);
        context.report('skipped variant images', notACall);
      }),
    });
    await reaches(document.getElementById('a')!, 'mounted');
    expect(heard.filter(([type]) => type === 'storefront:error').map(([, , detail]) => detail)).toEqual([
      { island: 'options', message: `could not load the chosen variant: ${refused.message}`, call: 'GetOptions', status: 500, error: refused },
      { island: 'options', message: `could not add the product to the cart: ${malformed.message}`, call: 'AddCart', error: malformed },
      { island: 'options', message: 'skipped variant images: not a call', error: notACall },
    ]);
    expect(refused.message).toMatch(/^GetOptions: HTTP 500/);
    expect(malformed.message).toMatch(/^AddCart: answer is not JSON/);
    expect(errors).toHaveLength(3);
  });

  it("keep the island working when a theme script's listener throws: the browser reports it, once", async () => {
    const { reported } = listenerErrorsAsInBrowsers();
    const failure = new Error('theme script broke');
    const throwing = () => {
      throw failure;
    };
    document.addEventListener('storefront:island', throwing);
    const unmount = vi.fn();
    document.body.innerHTML = '<div id="a" data-island="fake"></div>';
    start({ fake: island(() => unmount) });
    await reaches(document.getElementById('a')!, 'mounted');
    document.removeEventListener('storefront:island', throwing);
    expect(reported).toEqual([failure]);
    expect(errors).toEqual([]);
    document.body.innerHTML = '';
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
