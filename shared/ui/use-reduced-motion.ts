import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reduced = () => matchMedia(QUERY).matches;

/**
 * Whether the shopper asked for less motion, followed while the island lives. Hydrating an island
 * asks for the "server" value too: the browser's own, since the markup is already in the browser.
 */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, reduced, reduced);
