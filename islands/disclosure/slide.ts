import { SLIDE_ANIMATION_MS } from '../../shared/constants';

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Slides a <details> between its summary's height and its full height.
 * The element's `open` state changes at once when opening (so the content is in the
 * accessibility tree immediately) and at the end when closing (so it stays visible while it slides).
 */
export function slideDetails(details: HTMLDetailsElement, open: boolean): Promise<void> {
  const summary = details.querySelector('summary');
  const from = details.offsetHeight;
  // A slide still running (say, the shopper clicked twice) must not finish over the new state.
  details.getAnimations().forEach((animation) => animation.cancel());
  if (prefersReducedMotion() || !summary) {
    details.open = open;
    return Promise.resolve();
  }
  if (open) details.open = true;
  const to = open ? details.scrollHeight : summary.offsetHeight;
  const animation = details.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'] },
    { duration: SLIDE_ANIMATION_MS, easing: 'ease-out' },
  );
  return animation.finished.then(
    () => {
      if (!open) details.open = false;
    },
    () => undefined,
  );
}
