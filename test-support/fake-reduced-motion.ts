import { vi } from 'vitest';

/**
 * For tests: stubs matchMedia so that only `(prefers-reduced-motion: reduce)` can match (glide's
 * breakpoints then use the widest band), and lets the test change it as the shopper's system would.
 */
export function fakeReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(reduceNow: boolean) {
      matches = reduceNow;
      listeners.forEach((listener) => listener());
    },
  };
}
