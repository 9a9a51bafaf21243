import { COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';
import { whenShown } from '../../shared/when-shown';

/**
 * When the shopper had the loaded page before them, in performance.now() time: the window's load
 * event, or, for a page prerendered before the shopper opened it, its activation, if later. Undefined
 * until the load event has ended.
 */
function loadEndedAt(): number | undefined {
  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  return navigation && navigation.loadEventEnd > 0 ? Math.max(navigation.loadEventEnd, navigation.activationStart ?? 0) : undefined;
}

/**
 * Runs `action` COOKIE_NOTICE_DELAY_MS after the window's load event, counted from the event itself:
 * the island wakes when the browser is idle, which may be well after load. A prerendered page counts
 * from when the shopper opens it.
 */
export function afterLoadDelay(action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const since = performance.now() - (loadEndedAt() ?? performance.now());
    timer = setTimeout(action, Math.max(0, COOKIE_NOTICE_DELAY_MS - since));
  };
  const cancelShown = whenShown(() => {
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
  });
  return () => {
    cancelShown();
    window.removeEventListener('load', arm);
    clearTimeout(timer);
  };
}
