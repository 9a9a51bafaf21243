import { COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';

/** When the window's load event ended, in performance.now() time; undefined until it has. */
function loadEndedAt(): number | undefined {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : undefined;
}

/**
 * Runs `action` COOKIE_NOTICE_DELAY_MS after the window's load event, counted from the event itself:
 * the island wakes when the browser is idle, which may be well after load.
 */
export function afterLoadDelay(action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const since = performance.now() - (loadEndedAt() ?? performance.now());
    timer = setTimeout(action, Math.max(0, COOKIE_NOTICE_DELAY_MS - since));
  };
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return () => {
    window.removeEventListener('load', arm);
    clearTimeout(timer);
  };
}
