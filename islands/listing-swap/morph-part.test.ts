// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAdopted, noteAdopted } from '../runtime/adopted-hooks';
import { morphPart } from './morph-part';

interface Card {
  id: number;
  price: string;
}

/** A container as the fixture shop renders it (fixtures/pages/partials.ts, cut down): unkeyed <li>, cards by product. */
const container = (cards: Card[], slider = 'data-price-min="20" data-price-max="900"', priceFrom = '') => `<div id="listing" data-listing-container>
<p data-result-count>Znaleziono ${cards.length} produktów</p>
<div class="price-filter" data-island="price-slider" ${slider}><input id="price-from" name="priceFrom" value="${priceFrom}"></div>
<form id="sort-form" data-island="sorter"><select id="sort-select" name="sort"><option value="default" selected>Polecane</option></select>${priceFrom ? `<input type="hidden" name="priceFrom" value="${priceFrom}">` : ''}</form>
<ul>${cards
  .map(
    ({ id, price }) => `<li><article class="card" data-product-id="${id}"><a href="/produkt/${id}">Produkt ${id}</a><p class="price">${price}</p>
<form class="wishlist-form" data-island="wishlist-toggle" data-product-id="${id}"><input type="hidden" name="id" value="${id}"><button aria-pressed="false">♡</button></form></article></li>`,
  )
  .join('')}</ul></div>`;

const answer = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').querySelector('[data-listing-container]')!;

function page(html: string) {
  document.body.innerHTML = html;
  return document.querySelector('[data-listing-container]')!;
}

const card = (id: number) => document.querySelector(`article[data-product-id="${id}"]`);
const toggle = (id: number) => document.querySelector<HTMLElement>(`form[data-product-id="${id}"]`)!;
const slider = () => document.querySelector<HTMLElement>('[data-island="price-slider"]')!;

describe('morphPart', () => {
  afterEach(() => document.querySelectorAll('[data-island]').forEach(forgetAdopted));

  it('keeps the card of a product still listed, wherever it moved; drops the gone, adds the new, updates changed text', () => {
    const part = page(container([{ id: 1, price: '10 zł' }, { id: 2, price: '20 zł' }, { id: 3, price: '30 zł' }]));
    const [one, three] = [card(1), card(3)];
    morphPart(part, answer(container([{ id: 3, price: '25 zł' }, { id: 4, price: '40 zł' }, { id: 1, price: '10 zł' }])), null);
    expect([...part.querySelectorAll('article')].map((article) => article.getAttribute('data-product-id'))).toEqual(['3', '4', '1']);
    expect(card(1)).toBe(one);
    expect(card(3)).toBe(three);
    expect(card(3)!.querySelector('.price')!.textContent).toBe('25 zł');
    expect(card(2)).toBeNull();
    expect(card(4)!.querySelector('a')!.getAttribute('href')).toBe('/produkt/4');
    expect(part.querySelector('[data-result-count]')!.textContent).toBe('Znaleziono 3 produktów');
  });

  it('keeps a form by its id and morphs its fields, a hook that draws nothing included, with the runtime mark kept', () => {
    const part = page(container([]));
    const [sorter, select] = [document.getElementById('sort-form')!, document.getElementById('sort-select')];
    sorter.setAttribute('data-island-state', 'mounted');
    morphPart(part, answer(container([], undefined, '120')), null);
    expect(document.getElementById('sort-form')).toBe(sorter);
    expect(document.getElementById('sort-select')).toBe(select);
    expect(sorter.querySelector<HTMLInputElement>('input[name="priceFrom"]')!.value).toBe('120');
    expect(sorter.getAttribute('data-island-state')).toBe('mounted');
  });

  it('leaves a hook whose nodes React holds untouched when its attributes are the same, whatever its inside says', () => {
    const part = page(container([{ id: 1, price: '10 zł' }]));
    const [hook, input] = [slider(), document.getElementById('price-from')];
    noteAdopted(hook);
    noteAdopted(toggle(1));
    // What React added once awake, and the runtime's mark: none of it is the server's to take back.
    hook.insertAdjacentHTML('beforeend', '<div class="sf-price-slider"></div>');
    hook.setAttribute('data-island-state', 'mounted');
    toggle(1).querySelector('button')!.setAttribute('aria-pressed', 'true');
    morphPart(part, answer(container([{ id: 1, price: '10 zł' }], undefined, '120')), null);
    expect(slider()).toBe(hook);
    expect(document.getElementById('price-from')).toBe(input);
    expect(input!.getAttribute('value')).toBe('');
    expect(hook.querySelector('.sf-price-slider')).not.toBeNull();
    expect(toggle(1).querySelector('button')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('replaces whole a hook whose attributes (its props) the answer changed, adopted by React or not', () => {
    const part = page(container([{ id: 1, price: '10 zł' }, { id: 2, price: '20 zł' }]));
    const [hook, wishlistOne, cardOne] = [slider(), toggle(1), card(1)];
    noteAdopted(hook);
    hook.setAttribute('data-island-state', 'mounted');
    const next = answer(container([{ id: 1, price: '10 zł' }], 'data-price-min="20" data-price-max="500"'));
    next.querySelector('form[data-product-id="1"]')!.setAttribute('data-product-name', 'Nowa nazwa');
    morphPart(part, next, null);
    expect(hook.isConnected).toBe(false);
    expect(slider().getAttribute('data-price-max')).toBe('500');
    expect(slider().hasAttribute('data-island-state')).toBe(false);
    expect(card(1)).toBe(cardOne);
    expect(wishlistOne.isConnected).toBe(false);
    expect(toggle(1).getAttribute('data-product-name')).toBe('Nowa nazwa');
  });

  it('never takes a node out of a hook React holds, even when the answer holds its id in a new place', () => {
    const hookAt = (wrapper: string, value: string) => `<div id="listing" data-listing-container><${wrapper}><div data-island="price-slider"><input id="price-from" value="${value}"></div></${wrapper}></div>`;
    const part = page(hookAt('div', ''));
    const [hook, input] = [slider(), document.getElementById('price-from')!];
    noteAdopted(hook);
    morphPart(part, answer(hookAt('section', '120')), null);
    expect(hook.isConnected).toBe(false);
    expect(hook.firstElementChild).toBe(input);
    expect(slider().querySelector('input')!.getAttribute('value')).toBe('120');
  });

  it('leaves the element it is told to keep as it is', () => {
    const part = page(container([]));
    const sorter = document.getElementById('sort-form')!;
    morphPart(part, answer(container([], undefined, '120')), sorter);
    expect(document.getElementById('sort-form')).toBe(sorter);
    expect(sorter.querySelector('input[name="priceFrom"]')).toBeNull();
  });
});
