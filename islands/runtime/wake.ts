import type { Wake } from './types';

/** Pointer, focus or key on the hook: the shopper is about to use it. */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;
const VISIBLE_MARGIN = '200px';
/** The longest an idle-time task waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Hooks waiting for a touch, woken by one set of document listeners rather than four listeners per
 * hook: a listing can carry thousands of them (a wishlist toggle on every card).
 */
const waitingForInteraction = new Map<Element, () => void>();
let listening = false;

function listenForInteraction(): void {
  if (listening) return;
  listening = true;
  const onInteraction = (event: Event) => {
    // Every waiting hook around the target wakes: hooks may be nested.
    for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
      const start = waitingForInteraction.get(node);
      if (start) {
        waitingForInteraction.delete(node);
        start();
      }
    }
  };
  INTERACTION_EVENTS.forEach((type) => document.addEventListener(type, onInteraction, true));
}

/**
 * Calls `start` once, when the strategy says the island should wake.
 * Returns a cancel function for hooks removed before they woke.
 */
export function scheduleWake(strategy: Wake, element: Element, start: () => void): () => void {
  if (strategy === 'idle' && 'requestIdleCallback' in window) {
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  // Every browser boot targets (build.mjs) has IntersectionObserver; Safari lacks requestIdleCallback.
  if (strategy === 'visible') {
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
    // The shopper got there before boot ran (a module script runs after parsing): the focus event is gone, so wake now.
    if (element.contains(document.activeElement)) return scheduleWake('load', element, start);
    waitingForInteraction.set(element, start);
    listenForInteraction();
    return () => waitingForInteraction.delete(element);
  }
  // After the next frame: a chunk requested before the first paint competes with it (the bench saw LCP wait).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(start)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
