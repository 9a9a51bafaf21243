// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, watchIntent } from './prefetch-intent';

const LISTING = '/kategoria/odziez';

let root: HTMLElement;
let wanted: string[];
let dropped: string[];
let stop: () => void;

const byId = (id: string) => document.getElementById(id)!;
const query = (url: string) => new URL(url).search;

function over(id: string, from: string | null = null) {
  byId(id).dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: from ? byId(from) : null }));
}
function out(id: string, to: string | null = null) {
  byId(id).dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: to ? byId(to) : null }));
}

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', LISTING);
  document.body.innerHTML = `<div id="root">
<form id="filters" method="get" action="${LISTING}" data-submit-on-change>
<input type="checkbox" id="producer-1" name="producer" value="1"><label id="producer-1-label" for="producer-1"><span id="producer-1-name">Łoś</span></label>
<input type="checkbox" id="producer-2" name="producer" value="2" checked><label for="producer-2">Żubr</label>
<input type="checkbox" id="available" name="available" value="1" checked><label for="available">Tylko dostępne</label>
<input type="radio" id="size-m" name="size" value="m" checked><input type="radio" id="size-l" name="size" value="l">
<input type="hidden" name="sort" value="price-asc"></form>
<form id="sort" method="get" action="${LISTING}" data-island="sorter"><select id="sort-select" name="sort"><option id="by-default" value="default">Polecane</option><option id="by-price" value="price-asc" selected>Cena</option></select></form>
<form id="search" method="get" action="${LISTING}"><input type="checkbox" id="loose" name="loose" value="1"></form>
<a id="page-2" href="${LISTING}?page=2"><span id="page-2-text">Strona 2</span></a><a id="product" href="/produkt/1-x">Produkt</a>
</div>`;
  root = byId('root');
  wanted = [];
  dropped = [];
  stop = watchIntent(root, (url) => {
    wanted.push(query(url) || url);
    return () => void dropped.push(query(url));
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchIntent', () => {
  it('wants a swappable link hovered 200 ms, once, however the pointer moves inside it', () => {
    over('page-2');
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    over('page-2-text', 'page-2');
    out('page-2', 'page-2-text');
    expect(wanted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(wanted).toEqual(['?page=2']);
  });

  it('sends nothing for a hover left before 200 ms', () => {
    over('page-2');
    vi.advanceTimersByTime(100);
    out('page-2');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(wanted).toEqual([]);
    expect(dropped).toEqual([]);
  });

  it('lets go of a hovered link when the pointer leaves it after its prefetch was asked for', () => {
    over('page-2');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    out('page-2');
    expect(dropped).toEqual(['?page=2']);
  });

  it('wants a link at once when it is focused, and lets go of it when focus leaves', () => {
    byId('page-2').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wanted).toEqual(['?page=2']);
    byId('page-2').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(dropped).toEqual(['?page=2']);
  });

  it('wants a link at once when it is pressed, and holds it no longer: the swap of its click takes over', () => {
    byId('page-2').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    byId('page-2-text').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(wanted).toEqual(['?page=2', '?page=2']);
    expect(dropped).toEqual(['?page=2', '?page=2']);
  });

  it('sends no second request from the hover of a link already pressed', () => {
    over('page-2');
    byId('page-2').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(wanted).toEqual(['?page=2']);
  });

  it('wants where a filter box leads once toggled, hovered on its label, in the order the form sends, leaving the form as it is', () => {
    over('producer-1-name');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    out('producer-1-name');
    byId('available').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    byId('size-l').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wanted).toEqual([
      '?producer=1&producer=2&available=1&size=m&sort=price-asc',
      '?producer=2&size=m&sort=price-asc',
      '?producer=2&available=1&size=l&sort=price-asc',
    ]);
    const live = ['producer-1', 'producer-2', 'available', 'size-m', 'size-l'].map((id) => (byId(id) as HTMLInputElement).checked);
    expect(live).toEqual([false, true, true, true, false]);
  });

  it('wants where a sort option leads once chosen, the select left as it is', () => {
    byId('by-default').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(wanted).toEqual(['?sort=default']);
    expect((byId('sort-select') as HTMLSelectElement).value).toBe('price-asc');
  });

  it('leaves alone links to other pages, the select itself, and boxes of a form not sent on a tick', () => {
    for (const id of ['product', 'sort-select', 'loose']) {
      over(id);
      byId(id).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      byId(id).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      out(id);
    }
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(wanted).toEqual([]);
  });

  it('wants nothing when the shopper saves data', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    over('page-2');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    byId('available').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(wanted).toEqual([]);
  });

  it('stops: a hover under way sends nothing and nothing is heard any more', () => {
    over('page-2');
    stop();
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    byId('page-2').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(wanted).toEqual([]);
  });
});
