import { IDLE_TIMEOUT_MS, whenIdle } from '../../shared/idle';
import type { Wake } from './types';

/**
 * Hooks waiting for a touch, woken by one set of document listeners rather than four listeners per
 * hook: a listing can carry thousands of them (a wishlist toggle on every card). Every page has some
 * (the header's search and menus), so the listeners are added once, when boot starts.
 */
const waitingForInteraction = new Map<Element, () => void>();

// Pointer, focus or key on the hook: the shopper is about to use it.
(['pointerdown', 'focusin', 'keydown', 'mouseover'] as const).forEach((type) =>
  document.addEventListener(
    type,
    (event) => {
      // Every waiting hook around the target wakes: hooks may be nested.
      for (let node = event.target; node instanceof Element; node = node.parentElement) {
        const start = waitingForInteraction.get(node);
        if (start) {
          waitingForInteraction.delete(node);
          start();
        }
      }
    },
    true,
  ),
);

/**
 * Settles once the page's first paint is on screen. Paint Timing reports it after the frame was
 * presented; a frame or idle callback can come before that. A chunk requested before the paint is on
 * screen joins the work Lighthouse counts toward the first and largest paints (a module script is
 * never ruled out as render-blocking): the bench saw advanced search's LCP swing from 1.1 to 2.7 s
 * with it. Every browser boot targets (build.mjs) has Paint Timing; the test DOM is given a paint at
 * once (scripts/vitest-setup.ts).
 */
const firstPaint = new Promise((resolve) => {
  // Firefox reports no first paint for a page opened at a fragment (`/faq#faq-4`), which it scrolls
  // to: the longest the wake waits for the report.
  setTimeout(resolve, 1000);
  new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true });
});

/**
 * Resolves at the first idle moment after the first paint is on screen: boot's own idle chunks (the
 * speculation rules, the freshness watch) wait for it, as idle islands do. An idle moment can come
 * before the paint, and on this host's Lighthouse runs the page painted after its load event: a chunk
 * requested then joined the largest paint's work in one run of three (LCP 1.25–1.3 s against 1.06 s
 * without JavaScript on the listing and the FAQ).
 */
export const whenIdleAfterPaint = (): Promise<void> => firstPaint.then(whenIdle);

function wakeAfterPaint(strategy: Wake, element: Element, start: () => void): () => void {
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
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  start();
  return () => {};
}

/**
 * Calls `start` once: at a touch, or, for the other strategies, when they say so after the first
 * paint. Returns a cancel function for hooks removed before they woke.
 */
export function scheduleWake(strategy: Wake, element: Element, start: () => void): () => void {
  // A hook that already holds focus when boot runs was touched before it (a module script runs after
  // parsing): the focus event is gone, so it wakes as soon as the page is painted.
  if (strategy === 'interaction' && !element.contains(document.activeElement)) {
    waitingForInteraction.set(element, start);
    return () => waitingForInteraction.delete(element);
  }
  // Undefined once cancelled.
  let cancel: (() => void) | undefined = () => {};
  void firstPaint.then(() => {
    if (cancel) cancel = wakeAfterPaint(strategy, element, start);
  });
  return () => {
    cancel?.();
    cancel = undefined;
  };
}
