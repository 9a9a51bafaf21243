import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the shopper asked for less motion, followed while the island lives. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, () => matchMedia(QUERY).matches);
