// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api';
import { heardEvents } from '../../test-support/heard-events';
import { listenerErrorsAsInBrowsers } from '../../test-support/listener-errors';
import { swappedListing } from '../../shared/state/listing';
import { ANNOUNCE_FILL_DELAY_MS } from '../../shared/ui/announce';
import { createSwapper } from './swapper';

const listing = (count: number, checked = false) => `<!doctype html><html><head><title>Odzież ${count}</title></head><body>
<div id="root"><form id="filters" data-listing-part="filters"><input type="checkbox" id="available"${checked ? ' checked' : ''}></form>
<div data-listing-part="pills"><a href="/kategoria/odziez">pill ${count}</a></div>
<div data-listing-container><h1 id="listing-heading" tabindex="-1">Odzież</h1><p data-result-count>Znaleziono ${count} produktów</p><a href="?page=2"${count === 12 ? ' aria-current="page"' : ''}>2</a></div></div></body></html>`;

function setUp(fetchHtml: (url: string, signal: AbortSignal) => Promise<string>) {
  document.title = 'start';
  document.body.innerHTML = new DOMParser().parseFromString(listing(71), 'text/html').body.innerHTML;
  const root = document.getElementById('root')!;
  const onFailure = vi.fn();
  return { root, onFailure, swapper: createSwapper({ root, fetchHtml, focusFallbackId: 'listing-heading', onFailure }) };
}

/** A fetch whose answers the test releases in any order. */
function controlledFetch() {
  const pending = new Map<string, { resolve: (html: string) => void; signal: AbortSignal }>();
  const fetchHtml = (url: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.set(url, { resolve, signal });
      signal.addEventListener('abort', () => reject(new ApiError('listing', 'aborted', 'aborted')));
    });
  return { fetchHtml, pending };
}

describe('createSwapper', () => {
  beforeEach(() => history.replaceState(null, '', '/kategoria/odziez'));
  afterEach(() => vi.useRealTimers());

  it('morphs every part, keeping its nodes; pushes the URL, sets the title, tells the listing on screen and announces the count', async () => {
    vi.useFakeTimers();
    const { swapper, root } = setUp(async () => listing(5, true));
    const push = vi.spyOn(history, 'pushState');
    const kept = ['#filters', '#available', '[data-listing-part="pills"] a', '[data-listing-container]', '[data-result-count]'].map((selector) => root.querySelector(selector));
    await swapper.swap('/kategoria/odziez?available=1', { push: true });
    expect(push).toHaveBeenCalledWith(null, '', '/kategoria/odziez?available=1');
    expect(['#filters', '#available', '[data-listing-part="pills"] a', '[data-listing-container]', '[data-result-count]'].map((selector) => root.querySelector(selector))).toEqual(kept);
    expect(swappedListing.value).toBe('/kategoria/odziez?available=1');
    expect(root.querySelector('[data-result-count]')!.textContent).toBe('Znaleziono 5 produktów');
    expect(root.querySelector<HTMLInputElement>('#available')!.checked).toBe(true);
    expect(root.querySelector('[data-listing-part="pills"]')!.textContent).toBe('pill 5');
    expect(document.title).toBe('Odzież 5');
    expect(swapper.shown).toBe('/kategoria/odziez?available=1');
    await vi.advanceTimersByTimeAsync(ANNOUNCE_FILL_DELAY_MS);
    expect(document.querySelector('[data-sf-announcer]')!.textContent).toBe('Znaleziono 5 produktów');
  });

  it('keeps the submitted form and its focus; moves focus to the heading when the focused link became another', async () => {
    const { swapper, root } = setUp(async (url) => (url.includes('page=2') ? listing(12) : listing(5, true)));
    const form = root.querySelector('#filters')!;
    root.querySelector<HTMLInputElement>('#available')!.focus();
    await swapper.swap('/kategoria/odziez?available=1', { push: true, keep: form });
    expect(root.querySelector('#filters')).toBe(form);
    expect(document.activeElement?.id).toBe('available');
    const link = root.querySelector<HTMLAnchorElement>('[data-listing-container] a')!;
    link.focus();
    // The answer holds the link as it was: the same node, still focused.
    await swapper.swap('/kategoria/odziez?available=1', { push: false });
    expect(document.activeElement).toBe(link);
    await swapper.swap('/kategoria/odziez?page=2', { push: true });
    expect(document.activeElement?.id).toBe('listing-heading');
  });

  it('lets the newer swap win when the older answer arrives last', async () => {
    const { fetchHtml, pending } = controlledFetch();
    const { swapper, root, onFailure } = setUp(fetchHtml);
    const first = swapper.swap('/kategoria/odziez?producer=1', { push: true });
    const second = swapper.swap('/kategoria/odziez?producer=1&producer=2', { push: true });
    expect(pending.get('/kategoria/odziez?producer=1')!.signal.aborted).toBe(true);
    pending.get('/kategoria/odziez?producer=1&producer=2')!.resolve(listing(2));
    pending.get('/kategoria/odziez?producer=1')!.resolve(listing(1));
    await Promise.all([first, second]);
    expect(root.querySelector('[data-result-count]')!.textContent).toBe('Znaleziono 2 produktów');
    expect(location.search).toBe('?producer=1&producer=2');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands a failed answer or one without the parts to onFailure, changing nothing', async () => {
    const failing = setUp(async () => {
      throw new ApiError('listing', 'http', 'HTTP 500', { status: 500 });
    });
    await failing.swapper.swap('/kategoria/odziez?x=1', { push: true });
    expect(failing.onFailure).toHaveBeenCalledWith('/kategoria/odziez?x=1', true, expect.objectContaining({ kind: 'http' }));
    const empty = setUp(async () => '<p>Przerwa</p>');
    await empty.swapper.swap('/kategoria/odziez?x=2', { push: false });
    expect(empty.onFailure).toHaveBeenCalledWith('/kategoria/odziez?x=2', false, expect.objectContaining({ name: 'MissingPartError' }));
    expect(location.search).toBe('');
    expect(empty.root.querySelector('[data-result-count]')!.textContent).toBe('Znaleziono 71 produktów');
  });
});

describe('storefront:listing', () => {
  beforeEach(() => history.replaceState(null, '', '/kategoria/odziez'));

  it('is told on the root before the request, once per swap, and its result is ok once the parts are in', async () => {
    const heard = heardEvents('storefront:listing');
    const heardAtRequest: number[] = [];
    const { swapper, root } = setUp(async () => {
      heardAtRequest.push(heard.length);
      return listing(5);
    });
    await swapper.swap('/kategoria/odziez?page=2', { push: true });
    expect(heardAtRequest).toEqual([1]);
    expect(heard).toEqual([{ target: root, detail: { url: '/kategoria/odziez?page=2', result: expect.any(Promise) } }]);
    await expect(heard[0]!.detail.result).resolves.toEqual({ ok: true, url: '/kategoria/odziez?page=2' });
  });

  it('is not ok when the swap falls back to a full load, told before that load starts', async () => {
    const heard = heardEvents('storefront:listing');
    const { swapper, onFailure } = setUp(async () => '<p>Przerwa</p>');
    // What the result was as the full load started: a promise settled by then wins the race.
    let atFailure: Promise<unknown> | undefined;
    onFailure.mockImplementation(() => (atFailure = Promise.race([heard[0]!.detail.result, Promise.resolve('pending')])));
    await swapper.swap('/kategoria/odziez?x=1', { push: true });
    expect(await atFailure).toEqual({ ok: false, url: '/kategoria/odziez?x=1' });
  });

  it('is not ok when a newer swap or the island going away aborted it', async () => {
    const heard = heardEvents('storefront:listing');
    const { fetchHtml, pending } = controlledFetch();
    const { swapper } = setUp(fetchHtml);
    const first = swapper.swap('/kategoria/odziez?producer=1', { push: true });
    const second = swapper.swap('/kategoria/odziez?producer=2', { push: true });
    pending.get('/kategoria/odziez?producer=2')!.resolve(listing(2));
    await Promise.all([first, second]);
    const third = swapper.swap('/kategoria/odziez?producer=3', { push: true });
    swapper.abort();
    await third;
    expect(await Promise.all(heard.map(({ detail }) => detail.result))).toEqual([
      { ok: false, url: '/kategoria/odziez?producer=1' },
      { ok: true, url: '/kategoria/odziez?producer=2' },
      { ok: false, url: '/kategoria/odziez?producer=3' },
    ]);
  });

  it("swaps on when a theme script's listener throws", async () => {
    const { reported } = listenerErrorsAsInBrowsers();
    const failure = new Error('theme script broke');
    const { swapper, root, onFailure } = setUp(async () => listing(5));
    root.addEventListener('storefront:listing', () => {
      throw failure;
    });
    await swapper.swap('/kategoria/odziez?page=2', { push: true });
    expect(root.querySelector('[data-result-count]')!.textContent).toBe('Znaleziono 5 produktów');
    expect(onFailure).not.toHaveBeenCalled();
    expect(reported).toEqual([failure]);
  });
});
