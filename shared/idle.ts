/**
 * Waiting for an idle moment: the idle wake, the warm-up of chunks waiting for a touch, the loading
 * indicator drawn ahead of its first use. A module of its own, so the React mount code does not
 * carry wake.ts, whose first-paint watch runs as soon as it is evaluated.
 */

/** The longest an idle-time task waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

/** Resolves at an idle moment, IDLE_TIMEOUT_MS at the latest; Safari has no requestIdleCallback. */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 1)));
