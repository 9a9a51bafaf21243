import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startIslands } from './hooks';
import type { Schema } from './schema';
import type { HookDefinition } from './types';

/** 'load' islands start after the next frame (wake.ts), so a flush waits for one. */
export const flush = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

/**
 * For the runtime's own tests: `start` runs boot's startIslands on the body and stops it after the
 * test, with the body emptied; `errors` holds the console lines it logged during the test.
 */
export function runtimeUnderTest() {
  const errors: string[] = [];
  let observer: MutationObserver | undefined;
  // React's mount code is fetched beside every island's chunk; the first import of React takes a while here.
  beforeAll(() => import('./react-root'));
  beforeEach(() => {
    errors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(() => {
    observer?.disconnect();
    document.body.innerHTML = '';
  });
  return { errors, start: (registry: Record<string, HookDefinition<Schema>>) => (observer = startIslands(registry, document.body)) };
}
