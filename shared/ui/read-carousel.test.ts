// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readCarousel, startSlide } from './read-carousel';

const hookWith = (inner: string) => {
  document.body.innerHTML = `<section class="glide">${inner}</section>`;
  return document.querySelector('section')!;
};

describe('startSlide', () => {
  it('starts at the slide nearest to where the shopper scrolled the strip', () => {
    expect(startSlide(0, 500, 3)).toBe(0);
    expect(startSlide(740, 500, 3)).toBe(1);
    expect(startSlide(760, 500, 3)).toBe(2);
    expect(startSlide(5000, 500, 3)).toBe(2);
  });

  it('starts at the first slide when there is no step to measure (one slide, or no layout)', () => {
    expect(startSlide(300, 0, 1)).toBe(0);
  });
});

describe('readCarousel', () => {
  it('takes the track, the slides container and the hook’s nodes', () => {
    const hook = hookWith('<h2>Tytuł</h2><div data-glide-el="track"><ul id="s"><li><a href="/1">1</a></li><li>2</li></ul></div>');
    const markup = readCarousel(hook);
    expect(markup.track).toBe(hook.querySelector('[data-glide-el="track"]'));
    expect(markup.list.id).toBe('s');
    expect(markup.nodes).toEqual([...hook.childNodes]);
    expect(markup.startAt).toBe(0);
  });

  it('refuses a hook without a track child holding slides, or slides without an id, saying which', () => {
    expect(() => readCarousel(hookWith('<div><div data-glide-el="track"><ul id="s"><li></li></ul></div></div>'))).toThrow(
      'the hook has no [data-glide-el="track"] among its direct children',
    );
    expect(() => readCarousel(hookWith('<div data-glide-el="track">slajdy</div>'))).toThrow('[data-glide-el="track"] has no child element to hold the slides');
    expect(() => readCarousel(hookWith('<div data-glide-el="track"><ul id="s"></ul></div>'))).toThrow(
      'the slides container (first child of [data-glide-el="track"]) holds no slide',
    );
    expect(() => readCarousel(hookWith('<div data-glide-el="track"><ul><li></li></ul></div>'))).toThrow(
      'the slides container (first child of [data-glide-el="track"]) needs an id for aria-controls',
    );
  });
});
