/**
 * glide.js set up the way both storefront carousels need it: the 'slider' type (no cloned slides, so
 * no duplicate links for keyboards and screen readers), no document-wide arrow keys (our controls are
 * buttons), swipe and drag for touch and mouse, and only the slides in view reachable: the others are
 * `inert`. Before glide mounts, the server markup is a horizontal scroller (the no-JS layout, see the
 * islands' CSS).
 */
import Glide, { Anchors, Breakpoints, Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_ANIMATION_MS } from '../constants';

export interface CarouselOptions {
  perView: number;
  /** glide's max-width keyed breakpoints (see islands/producer-carousel/breakpoints.ts); keep the object stable. */
  breakpoints?: Record<number, { perView: number }>;
  /** px between slides; the pre-mount CSS must use the same, so nothing moves when glide takes over. */
  gap: number;
  reducedMotion: boolean;
  /** The first slide at mount (readCarousel's startAt); a rebuild keeps the slide in view instead. */
  startAt: number;
}

/** What the carousel shows: the first slide in view, how many are in view, of how many. */
export interface CarouselView {
  first: number;
  perView: number;
  count: number;
}

export type CarouselMove = '<' | '>' | '|<' | '|>';

/** Only slides in view can be focused or read by a screen reader. */
function showOnly(slides: readonly Element[], first: number, count: number): void {
  slides.forEach((slide, i) => slide.toggleAttribute('inert', i < first || i >= first + count));
}

/**
 * The attributes glide writes on the theme's nodes, as they are before it mounts, and a function that
 * puts them back: glide's destroy() leaves its `glide--swipeable` class on the root and an empty
 * `style` on the slides and their container, which a hook taken out of the page would keep.
 */
function noteGlideAttributes(root: Element, list: Element): () => void {
  const noted = [[root, 'class'] as const, ...[list, ...list.children].map((node) => [node, 'style'] as const)].map(
    ([node, name]) => [node, name, node.getAttribute(name)] as const,
  );
  return () => noted.forEach(([node, name, value]) => (value === null ? node.removeAttribute(name) : node.setAttribute(name, value)));
}

const sameView = (a: CarouselView | null, b: CarouselView) => a?.first === b.first && a.perView === b.perView && a.count === b.count;

/**
 * Puts glide on the track the component draws with `trackRef` (its parent, the hook, is glide's root)
 * and rebuilds it when the options change. `view` is null until glide has mounted.
 */
export function useCarousel({ perView, breakpoints, gap, reducedMotion, startAt }: CarouselOptions) {
  const trackRef = useRef<HTMLElement>(null);
  const glideRef = useRef<Glide | null>(null);
  const first = useRef(startAt);
  const [view, setView] = useState<CarouselView | null>(null);

  // Before the first paint: glide takes over the boxes, and the controls show the view, at once.
  useLayoutEffect(() => {
    const track = trackRef.current!;
    const list = track.firstElementChild!;
    const slides = [...list.children];
    const duration = reducedMotion ? 0 : SLIDE_ANIMATION_MS;
    const putBack = noteGlideAttributes(track.parentElement!, list);
    const glide = new Glide(track.parentElement!, {
      type: 'slider',
      startAt: first.current,
      perView,
      ...(breakpoints ? { breakpoints } : {}),
      gap,
      bound: true,
      rewind: true,
      // A second press during a slide must count: glide otherwise ignores moves until the slide ends.
      waitForTransition: false,
      keyboard: false,
      autoplay: false,
      animationDuration: duration,
      rewindDuration: duration,
    });
    const report = () => {
      const now = { first: glide.index, perView: Math.min(glide.settings.perView, slides.length), count: slides.length };
      first.current = now.first;
      showOnly(slides, now.first, now.perView);
      setView((old) => (sameView(old, now) ? old : now));
    };
    glide.on(['mount.after', 'run', 'resize', 'update'], report);
    glide.mount({ Anchors, Breakpoints, Images, Swipe });
    glideRef.current = glide;
    return () => {
      glideRef.current = null;
      glide.destroy();
      putBack();
      showOnly(slides, 0, slides.length);
    };
  }, [perView, breakpoints, gap, reducedMotion]);

  const go = useCallback((move: CarouselMove) => void glideRef.current?.go(move), []);
  return { trackRef, view, go };
}
