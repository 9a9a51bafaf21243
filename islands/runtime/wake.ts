import { pagePainted } from './page-painted';
import type { Wake } from './types';

/** Pointer, focus or key on the hook: the shopper is about to use it. */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;
const VISIBLE_MARGIN = '200px';
const IDLE_TIMEOUT_MS = 2000;

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
 * Calls `start` once, when the strategy says the island should wake. Only a touch wakes an island
 * before the loaded page is painted (pagePainted): load, idle and visible islands wait for it.
 * Returns a cancel function for hooks removed before they woke.
 */
export function scheduleWake(strategy: Wake, element: Element, start: () => void): () => void {
  // A hook removed before it woke is forgotten, not unobserved: a detached element never intersects.
  let live = true;
  const wake = () => live && start();
  if (strategy !== 'interaction') {
    void pagePainted.then(() => {
      if (strategy === 'visible') {
        // Every browser boot targets (build.mjs) has IntersectionObserver.
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              observer.disconnect();
              wake();
            }
          },
          { rootMargin: VISIBLE_MARGIN },
        );
        observer.observe(element);
      }
      // Safari lacks requestIdleCallback: there an idle island wakes as a load one does.
      else if (strategy === 'idle' && 'requestIdleCallback' in window) requestIdleCallback(wake, { timeout: IDLE_TIMEOUT_MS });
      else wake();
    });
  } else if (element.contains(document.activeElement)) {
    // The shopper got there before boot ran (a module script runs after parsing): the focus event is gone, so wake now.
    setTimeout(wake);
  } else {
    waitingForInteraction.set(element, start);
    listenForInteraction();
  }
  return () => {
    live = false;
    waitingForInteraction.delete(element);
  };
}
