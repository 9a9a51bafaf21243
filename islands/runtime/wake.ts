import type { Wake } from './types';

/** Pointer, focus or key on the hook: the shopper is about to use it. */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;
const VISIBLE_MARGIN = '200px';
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `start` once, when the strategy says the island should wake.
 * Returns a cancel function for hooks removed before they woke.
 */
export function scheduleWake(strategy: Wake, element: Element, start: () => void): () => void {
  if (strategy === 'idle' && 'requestIdleCallback' in window) {
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  if (strategy === 'interaction') {
    const wake = () => {
      cancel();
      start();
    };
    const cancel = () => INTERACTION_EVENTS.forEach((type) => element.removeEventListener(type, wake, true));
    INTERACTION_EVENTS.forEach((type) => element.addEventListener(type, wake, true));
    return cancel;
  }
  const timer = setTimeout(start);
  return () => clearTimeout(timer);
}
