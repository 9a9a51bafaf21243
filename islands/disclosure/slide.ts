import { SLIDE_ANIMATION_MS } from '../../shared/constants';

interface Frame {
  height: string;
  paddingTop: string;
  paddingBottom: string;
}

const COLLAPSED: Frame = { height: '0px', paddingTop: '0px', paddingBottom: '0px' };

/** Each <details> whose closing slide runs, with that slide: it stays `open` until the slide ends. */
const slidingShut = new WeakMap<HTMLDetailsElement, Animation>();

/**
 * Whether a closing slide runs on `details`. Its `open` is then still true, so a `toggle` that
 * arrives meanwhile is the late echo of an earlier opening, not news: nobody can open it further.
 */
export const isSlidingShut = (details: HTMLDetailsElement): boolean => slidingShut.has(details);

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

// Computed height follows the panel's box-sizing, so the frame is right for either box model.
const frameOf = (panel: HTMLElement): Frame => {
  const { height, paddingTop, paddingBottom } = getComputedStyle(panel);
  return { height, paddingTop, paddingBottom };
};

/**
 * Slides the panel of a <details> (the element right after its summary) open or shut. The panel
 * moves, not the <details>: a floating dropdown panel then slides without shifting the page, and an
 * accordion panel still pushes the content below it as it grows. `open` changes at once when opening
 * (the content enters the accessibility tree immediately) and at the end when closing.
 */
export function slideDetails(details: HTMLDetailsElement, open: boolean): Promise<void> {
  const panel = details.querySelector<HTMLElement>(':scope > summary + *');
  // Read before cancelling: a slide still running (a second click) continues from where it is.
  const from = panel && details.open ? frameOf(panel) : COLLAPSED;
  panel?.getAnimations().forEach((animation) => animation.cancel());
  if (prefersReducedMotion() || !panel) {
    details.open = open;
    return Promise.resolve();
  }
  if (open) details.open = true;
  const to = open ? frameOf(panel) : COLLAPSED;
  const animation = panel.animate([{ ...from, overflow: 'hidden' }, { ...to, overflow: 'hidden' }], {
    duration: SLIDE_ANIMATION_MS,
    easing: 'ease-out',
  });
  if (!open) slidingShut.set(details, animation);
  // Also when cancelled by anyone: a slide that is over must not keep its mark.
  const over = () => {
    if (slidingShut.get(details) === animation) slidingShut.delete(details);
  };
  return animation.finished.then(() => {
    over();
    if (!open) details.open = false;
  }, over);
}
