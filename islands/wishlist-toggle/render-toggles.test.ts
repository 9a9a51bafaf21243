// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepTogglesInStep, renderToggles } from './render-toggles';
import { setWishlist } from '../../test-support/set-wishlist';

const card = (id: number, pressed = false) =>
  `<form data-island="wishlist-toggle" data-product-id="${id}"><button class="wishlist-toggle" aria-pressed="${pressed}"><span class="heart" aria-hidden="true"></span></button></form>`;

const states = () => [...document.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'));

describe('renderToggles', () => {
  it("sets aria-pressed of every toggle from the list, leaving the theme's content, writing only where they disagree", () => {
    document.body.innerHTML = card(3) + card(3) + card(4, true) + '<form data-island="wishlist-toggle" data-product-id="5"></form>';
    const untouched = document.querySelectorAll('button')[2]!.firstChild;
    renderToggles([{ id: 3, date: 1 }, { id: 4, date: 2 }, { id: 5, date: 3 }]);
    expect(states()).toEqual(['true', 'true', 'true']);
    expect(document.querySelectorAll('button')[2]!.firstChild).toBe(untouched);
    renderToggles([]);
    expect(states()).toEqual(['false', 'false', 'false']);
  });

  it('leaves a woken toggle alone: React draws it', () => {
    document.body.innerHTML = card(3) + card(3);
    document.querySelector('form')!.setAttribute('data-island-state', 'mounted');
    renderToggles([{ id: 3, date: 1 }]);
    expect(states()).toEqual(['false', 'true']);
  });
});

describe('keepTogglesInStep', () => {
  it('follows the wishlist signal from the first call on, with one effect however many toggles call it', () => {
    setWishlist([]);
    document.body.innerHTML = card(3) + card(3);
    keepTogglesInStep();
    keepTogglesInStep();
    setWishlist([{ id: 3, date: 1 }]);
    expect(states()).toEqual(['true', 'true']);
    setWishlist([]);
    expect(states()).toEqual(['false', 'false']);
  });
});
