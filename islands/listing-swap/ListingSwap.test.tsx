// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heardEvents } from '../../test-support/heard-events';
import { startIslands } from '../runtime/hooks';
import type { HookDefinition, IslandProps } from '../runtime/types';
import { renderIsland } from '../../test-support/test-context';
import * as listingSwap from './ListingSwap';

interface Listing {
  count: number;
  available?: boolean;
  /** A nested hook in the container, to follow across swaps. */
  nested?: string;
}

/** The listing layout the server renders inside the hook (fixtures/pages/listing.ts, cut down). */
const layout = ({ count, available = false, nested = 'card-1' }: Listing) => `<aside class="listing-sidebar">
<form id="filter-form" method="get" action="/kategoria/odziez" data-listing-part="filters" data-submit-on-change>
<input type="checkbox" id="filter-available" name="available" value="1"${available ? ' checked' : ''}><label for="filter-available">Tylko dostępne</label>
<label for="filter-price-from">Cena od (zł)</label><input type="number" id="filter-price-from" name="priceFrom" value=""><button type="submit">Filtruj</button></form></aside>
<div class="listing-main"><form id="sort-form" method="get" action="/kategoria/odziez" data-listing-part="sort" data-island="sorter"><select id="sort-select" name="sort"><option value="default" selected>Polecane</option></select></form>
<div data-listing-part="pills">${available ? '<a class="filter-pill" href="/kategoria/odziez">Tylko dostępne ×</a>' : ''}</div>
<div data-listing-container><h1 id="listing-heading" tabindex="-1">Odzież</h1><p data-result-count>Znaleziono ${count} produktów</p>
<div id="${nested}" data-island="watcher"></div><a id="product" href="/produkt/1-x">Produkt</a><a class="next" href="/kategoria/odziez?page=2"${count === 12 ? ' aria-current="page"' : ''}>Strona 2</a></div></div>`;

const page = (listing: Listing) => `<!doctype html><html><head><title>Odzież ${listing.count}</title></head><body><div class="listing-layout" data-island="listing-swap">${layout(listing)}</div></body></html>`;

/** The server: the answer for each URL asked, by the query's `available` and `page`. */
function serve(answer: (url: URL) => Listing = (url) => ({ count: url.searchParams.has('available') ? 5 : 71, available: url.searchParams.has('available') })) {
  const fetch = vi.fn(async (url: string) => new Response(page(answer(new URL(url, location.href))), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let hook: HTMLElement;
// By id only to prove a node kept or replaced (an unnamed <form> has no role).
const byId = (id: string) => document.getElementById(id);
const availableBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tylko dostępne' });
const priceFrom = () => screen.getByLabelText<HTMLInputElement>('Cena od (zł)');
const heading = () => screen.getByRole('heading', { level: 1, name: 'Odzież' });
const next = () => screen.getByRole('link', { name: 'Strona 2' });
const count = () => hook.querySelector('[data-result-count]')!.textContent;
const mount = () => renderIsland(listingSwap, hook, { focusFallback: 'listing-heading' });

beforeEach(() => {
  history.replaceState(null, '', '/kategoria/odziez');
  document.body.innerHTML = `<div class="listing-layout" data-island="listing-swap">${layout({ count: 71 })}</div>`;
  hook = document.querySelector('[data-island="listing-swap"]')!;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('listing-swap island', () => {
  it('draws nothing: the layout and its nested hooks stay the same nodes', () => {
    const children = [...hook.childNodes];
    const sorter = byId('sort-form');
    mount();
    expect([...hook.childNodes]).toEqual(children);
    expect(byId('sort-form')).toBe(sorter);
  });

  it('by mouse: a ticked filter swaps the listing, pushes the URL, keeps the form and focus', async () => {
    const fetch = serve();
    mount();
    const form = byId('filter-form');
    await userEvent.click(availableBox());
    await waitFor(() => expect(count()).toBe('Znaleziono 5 produktów'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(location.search).toBe('?available=1');
    expect(document.title).toBe('Odzież 5');
    expect(byId('filter-form')).toBe(form);
    expect(document.activeElement).toBe(availableBox());
    expect(screen.getByRole('link', { name: 'Tylko dostępne ×' }).className).toBe('filter-pill');
  });

  it('by keyboard: Space on a filter and Enter in the price field swap, focus stays on the control', async () => {
    const fetch = serve();
    mount();
    availableBox().focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(location.search).toBe('?available=1'));
    await userEvent.type(priceFrom(), '300{Enter}');
    await waitFor(() => expect(location.search).toBe('?available=1&priceFrom=300'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(priceFrom());
  });

  it('swaps on a page link, by click or Enter, and moves focus to the heading; other links are the browser\'s', async () => {
    const fetch = serve((url) => ({ count: url.searchParams.has('page') ? 12 : 71 }));
    const heard = heardEvents('storefront:listing');
    mount();
    await userEvent.click(next());
    await waitFor(() => expect(location.search).toBe('?page=2'));
    expect(document.activeElement).toBe(heading());
    next().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heard).toHaveLength(2));
    await expect(heard[1]!.detail.result).resolves.toEqual({ ok: true, url: `${location.origin}/kategoria/odziez?page=2` });
    // The answer fetched when the link was pressed is still fresh: the Enter's swap takes it.
    expect(fetch).toHaveBeenCalledTimes(1);
    const taken: boolean[] = [];
    // Heard after the island, and keeps happy-dom from following the link.
    document.addEventListener('click', (event) => taken.push(event.defaultPrevented) && event.preventDefault(), { once: true });
    await userEvent.click(screen.getByRole('link', { name: 'Produkt' }));
    expect(taken).toEqual([false]);
  });

  it('restores the listing of the URL on Back/Forward and on a return from the back/forward cache', async () => {
    const fetch = serve();
    mount();
    await userEvent.click(availableBox());
    await waitFor(() => expect(count()).toBe('Znaleziono 5 produktów'));
    act(() => {
      history.replaceState(null, '', '/kategoria/odziez');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(count()).toBe('Znaleziono 71 produktów'));
    expect(availableBox().checked).toBe(false);
    act(() => {
      history.replaceState(null, '', '/kategoria/odziez?available=1');
      // happy-dom's PageTransitionEvent carries no `persisted`.
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await waitFor(() => expect(count()).toBe('Znaleziono 5 produktów'));
    // The return to ?available=1 took the answer fetched when the box was pressed; the box kept its
    // node and its focus, so nothing more was fetched ahead.
    expect(fetch.mock.calls.map(([url]) => new URL(url).search)).toEqual(['?available=1', '']);
  });

  it('tells theme scripts of each swap once, on the hook, and that it went in', async () => {
    serve();
    const heard = heardEvents('storefront:listing');
    mount();
    await userEvent.click(availableBox());
    await waitFor(() => expect(count()).toBe('Znaleziono 5 produktów'));
    const url = `${location.origin}/kategoria/odziez?available=1`;
    expect(heard).toEqual([{ target: hook, detail: { url, result: expect.any(Promise) } }]);
    await expect(heard[0]!.detail.result).resolves.toEqual({ ok: true, url });
  });

  it('reports a failed swap and loads the full page at its URL', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const heard = heardEvents('storefront:listing');
    const { context } = mount();
    await userEvent.click(availableBox());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/kategoria/odziez?available=1`));
    expect(context.report).toHaveBeenCalledWith('page-part swap failed; loading the full page instead', expect.objectContaining({ kind: 'http' }));
    expect(await Promise.all(heard.map(({ detail }) => detail.result))).toEqual([{ ok: false, url: `${location.origin}/kategoria/odziez?available=1` }]);
  });

  it('stops on unmount: the swap in flight is aborted and nothing is taken over any more', async () => {
    let signal!: AbortSignal;
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise<Response>(() => (signal = init.signal!))));
    const heard = heardEvents('storefront:listing');
    const { unmount } = mount();
    await userEvent.click(availableBox());
    // The press fetched ahead; the swap, started after the next paint, waits on that request.
    await waitFor(() => expect(heard).toHaveLength(1));
    unmount();
    expect(signal.aborted).toBe(true);
    expect(await Promise.all(heard.map(({ detail }) => detail.result))).toEqual([{ ok: false, url: `${location.origin}/kategoria/odziez?available=1` }]);
    const taken: boolean[] = [];
    document.addEventListener('click', (event) => taken.push(event.defaultPrevented) && event.preventDefault(), { once: true });
    await userEvent.click(next());
    expect(taken).toEqual([false]);
  });
});

describe('fetching ahead on intent', () => {
  const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  it('fetches a page link hovered 200 ms; its click swaps with that answer, asking nothing more', async () => {
    const fetch = serve((url) => ({ count: url.searchParams.has('page') ? 12 : 71 }));
    const heard = heardEvents('storefront:listing');
    mount();
    await userEvent.hover(next());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await userEvent.click(next());
    await waitFor(() => expect(count()).toBe('Znaleziono 12 produktów'));
    expect(location.search).toBe('?page=2');
    expect(document.activeElement).toBe(heading());
    await expect(heard[0]!.detail.result).resolves.toEqual({ ok: true, url: `${location.origin}/kategoria/odziez?page=2` });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${location.origin}/kategoria/odziez?page=2`]);
  });

  it('fetches nothing for a hover left before 200 ms', async () => {
    const fetch = serve();
    mount();
    await userEvent.hover(availableBox());
    await wait(100);
    await userEvent.unhover(availableBox());
    await wait(250);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says nothing of a prefetch that failed, and the swap fetches again', async () => {
    const fetch = serve();
    fetch.mockImplementationOnce(async () => new Response('', { status: 503, headers: { 'Content-Type': 'text/html' } }));
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const { context } = mount();
    await userEvent.hover(next());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await wait(0);
    await userEvent.click(next());
    await waitFor(() => expect(location.search).toBe('?page=2'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(context.report).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('hooks in the swapped parts, under the runtime', () => {
  it('mounts the hooks that come in and unmounts the roots of those that leave', async () => {
    const lifecycle: string[] = [];
    function Watcher({ context }: IslandProps) {
      useEffect(() => {
        lifecycle.push(`mounted ${context.element.id}`);
        return () => void lifecycle.push(`unmounted ${context.element.id}`);
      }, [context]);
      return null;
    }
    const watcher = { wake: 'load', load: async () => ({ schema: {}, default: Watcher }) } as unknown as HookDefinition;
    const registry = { 'listing-swap': { wake: 'load', load: () => import('./ListingSwap') }, watcher, sorter: watcher };
    serve((url) => ({ count: 12, nested: url.searchParams.has('page') ? 'card-2' : 'card-1' }));
    const observer = startIslands(registry as unknown as Record<string, HookDefinition>, document.body);
    await waitFor(() => expect(hook.getAttribute('data-island-state')).toBe('mounted'));
    await waitFor(() => expect(lifecycle).toEqual(expect.arrayContaining(['mounted card-1', 'mounted sort-form'])));
    const sorter = byId('sort-form');
    await userEvent.click(next());
    await waitFor(() => expect(lifecycle).toContain('mounted card-2'));
    // Nothing unmounted when the island took the layout over, only when the parts left.
    expect(lifecycle.filter((line) => line.includes('card'))).toEqual(['mounted card-1', 'unmounted card-1', 'mounted card-2']);
    // The sort form the answer holds again, with the same attributes, is kept: the same node, its island still mounted.
    expect(byId('sort-form')).toBe(sorter);
    expect(lifecycle.filter((line) => line.endsWith('sort-form'))).toEqual(['mounted sort-form']);
    observer.disconnect();
  });
});

describe('first touch: a box ticked before the island woke', () => {
  it('sends its form once on mount, so the ticked filter is swapped in', async () => {
    const fetch = serve();
    const heard = heardEvents('storefront:listing');
    const form = byId('filter-form');
    availableBox().checked = true;
    mount();
    await waitFor(() => expect(count()).toBe('Znaleziono 5 produktów'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`${location.origin}/kategoria/odziez?available=1`);
    expect(location.search).toBe('?available=1');
    expect(byId('filter-form')).toBe(form);
    // StrictMode's second effect run starts no second swap, so theme scripts hear of one.
    expect(heard.map(({ detail }) => detail.url)).toEqual([`${location.origin}/kategoria/odziez?available=1`]);
  });

  it('sends the form after the next paint, once for changes made within one frame', async () => {
    const fetch = serve();
    mount();
    const submits = vi.fn();
    hook.addEventListener('submit', submits);
    const box = availableBox();
    act(() => {
      box.click();
      box.click();
      box.click();
    });
    expect(submits).not.toHaveBeenCalled();
    await waitFor(() => expect(count()).toBe('Znaleziono 5 produktów'));
    expect(submits).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(location.search).toBe('?available=1');
  });

  it('sends a later change once more, never the mount-time one again', async () => {
    const fetch = serve();
    availableBox().checked = true;
    mount();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await userEvent.click(availableBox());
    await waitFor(() => expect(location.search).toBe(''));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when nothing was changed, nor for text typed before it woke', async () => {
    const fetch = serve();
    priceFrom().value = '300';
    mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
