/**
 * The longest an idle-time task waits for an idle moment: the idle wake and the warm-up of chunks
 * waiting for a touch. A module of its own, so the React mount code does not carry wake.ts, whose
 * first-paint watch runs as soon as it is evaluated.
 */
export const IDLE_TIMEOUT_MS = 2000;
