import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCER_CAROUSEL_BREAKPOINTS } from '../../shared/constants';
import { perViewAt, toGlideBreakpoints, type GlidePerViewOptions } from './breakpoints';

/** glide.js's own rule (Breakpoints.match): keys ascending, the first `(max-width: key px)` that matches wins. */
function glidePerView(options: GlidePerViewOptions, width: number): number {
  const keys = Object.keys(options.breakpoints).map(Number).sort((a, b) => a - b);
  const hit = keys.find((key) => width <= key);
  return hit === undefined ? options.perView : options.breakpoints[hit]!.perView;
}

const EDGES: [number, number][] = [
  [1, 3], [320, 3], [600, 3], [601, 4], [1099, 4], [1100, 5], [1279, 5], [1280, 6], [1680, 6], [1681, 7], [2560, 7],
];

describe('producer carousel breakpoints', () => {
  it.each(EDGES)('at %i px the spec says %i slides', (width, slides) => {
    expect(perViewAt(width, PRODUCER_CAROUSEL_BREAKPOINTS)).toBe(slides);
  });

  it.each(EDGES)('at %i px glide, given the converted options, shows %i slides', (width, slides) => {
    expect(glidePerView(toGlideBreakpoints(PRODUCER_CAROUSEL_BREAKPOINTS), width)).toBe(slides);
  });

  it('turns minimum widths into glide max-width keys, the widest band into the base', () => {
    expect(toGlideBreakpoints(PRODUCER_CAROUSEL_BREAKPOINTS)).toEqual({
      perView: 7,
      breakpoints: { 600: { perView: 3 }, 1099: { perView: 4 }, 1279: { perView: 5 }, 1680: { perView: 6 } },
    });
  });

  it('does not depend on the order the breakpoints are given in', () => {
    const shuffled = [...PRODUCER_CAROUSEL_BREAKPOINTS].reverse();
    expect(toGlideBreakpoints(shuffled)).toEqual(toGlideBreakpoints(PRODUCER_CAROUSEL_BREAKPOINTS));
  });

  it('a single band is the base alone', () => {
    expect(toGlideBreakpoints([{ minWidth: 1, slides: 2 }])).toEqual({ perView: 2, breakpoints: {} });
  });

  it('refuses empty, duplicate or nonsense breakpoints', () => {
    expect(() => toGlideBreakpoints([])).toThrow('at least one breakpoint');
    expect(() => toGlideBreakpoints([{ minWidth: 1, slides: 3 }, { minWidth: 1, slides: 4 }])).toThrow('two breakpoints at 1 px');
    expect(() => perViewAt(500, [{ minWidth: 1, slides: 0 }])).toThrow('slides ≥ 1');
  });

  it('the CSS that reserves space before glide mounts shows the same counts at the same widths', () => {
    // The no-JS / pre-mount layout sets --per-view per media query; it must agree with the constant.
    const css = readFileSync(new URL('./producer-carousel.css', import.meta.url), 'utf8');
    const bands = [...css.matchAll(/@media \(width > (\d+)px\)\s*\{\s*\.producer-carousel\s*\{\s*--per-view:\s*(\d+)/g)].map((m) => ({
      minWidth: Number(m[1]) + 1,
      slides: Number(m[2]),
    }));
    const base = /\.producer-carousel\s*\{[^}]*--per-view:\s*(\d+)/.exec(css);
    expect([{ minWidth: 1, slides: Number(base?.[1]) }, ...bands]).toEqual(PRODUCER_CAROUSEL_BREAKPOINTS);
  });
});
