/**
 * glide.js set up the way both storefront carousels need it: the 'slider' type (no cloned slides, so
 * no duplicate links for keyboards and screen readers), no document-wide arrow keys (our controls are
 * buttons), swipe and drag for touch and mouse, and only the slides in view reachable: the others are
 * `inert`. Before glide mounts, the server markup is a horizontal scroller (the no-JS layout, see the
 * islands' CSS); glide starts at the slide the shopper scrolled to.
 */
import Glide, { Anchors, Breakpoints, Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { SLIDE_ANIMATION_MS } from '../constants';

export interface CarouselOptions {
  perView: number;
  /** glide's max-width keyed breakpoints (see islands/producer-carousel/breakpoints.ts). */
  breakpoints?: Record<number, { perView: number }>;
  /** px between slides; the pre-mount CSS must use the same, so nothing moves when glide takes over. */
  gap: number;
  reducedMotion: boolean;
  /** Called at mount and whenever the first slide in view or the slides per view change. */
  onView: (first: number, perView: number, count: number) => void;
}

export interface Carousel {
  go: (pattern: '<' | '>' | '|<' | '|>') => void;
  destroy: () => void;
}

export const TRACK_SELECTOR = '[data-glide-el="track"]';

/** A previous/next/rotation button: its label names the action, the glyph is hidden from screen readers. */
export function carouselButton(className: string, label: string, glyph: string, controls?: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `carousel-control ${className}`;
  button.setAttribute('aria-label', label);
  if (controls) button.setAttribute('aria-controls', controls);
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = glyph;
  button.append(icon);
  return button;
}

/** Only slides in view can be focused or read by a screen reader. */
export function showOnly(slides: readonly Element[], first: number, count: number): void {
  slides.forEach((slide, i) => slide.toggleAttribute('inert', i < first || i >= first + count));
}

export function mountCarousel(root: HTMLElement, options: CarouselOptions): Carousel {
  const track = root.querySelector<HTMLElement>(TRACK_SELECTOR);
  const list = track?.firstElementChild;
  if (!track || !list || list.children.length === 0) {
    throw new Error(`the hook needs a ${TRACK_SELECTOR} element whose first child holds the slides`);
  }
  const slides = [...list.children];
  const step = list.children[1] ? (list.children[1] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft : 0;
  const startAt = step > 0 ? Math.min(slides.length - 1, Math.round(track.scrollLeft / step)) : 0;
  // glide moves the list by transform; a scroll offset left from the no-JS scroller would add to it.
  track.scrollLeft = 0;
  const glide = new Glide(root, {
    type: 'slider',
    startAt,
    perView: options.perView,
    ...(options.breakpoints ? { breakpoints: options.breakpoints } : {}),
    gap: options.gap,
    bound: true,
    rewind: true,
    // A second press during a slide must count: glide otherwise ignores moves until the slide ends.
    waitForTransition: false,
    keyboard: false,
    autoplay: false,
    animationDuration: options.reducedMotion ? 0 : SLIDE_ANIMATION_MS,
    rewindDuration: options.reducedMotion ? 0 : SLIDE_ANIMATION_MS,
  });
  const report = () => {
    const perView = Math.min(glide.settings.perView, slides.length);
    showOnly(slides, glide.index, perView);
    options.onView(glide.index, perView, slides.length);
  };
  glide.on(['mount.after', 'run', 'resize', 'update'], report);
  glide.mount({ Anchors, Breakpoints, Images, Swipe });
  return {
    go: (pattern) => void glide.go(pattern),
    destroy: () => {
      glide.destroy();
      slides.forEach((slide) => slide.removeAttribute('inert'));
    },
  };
}
