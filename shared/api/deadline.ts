import { anySignal } from '../any-signal';

/**
 * A request's deadline: `signal` aborts after `ms` (with the caller's own signal, when given, folded
 * in), and `clear` drops the timer once the request is over. AbortSignal.timeout would hold its signal,
 * and every signal combined from it, until the time ran out: 15 s of dead signals after each request,
 * a hundred of them after a run of filter changes.
 */
export interface Deadline {
  signal: AbortSignal;
  /** True once the time ran out (not when the caller aborted). */
  readonly expired: boolean;
  clear(): void;
}

export function startDeadline(ms: number, callerSignal?: AbortSignal): Deadline {
  const timer = new AbortController();
  const handle = setTimeout(() => timer.abort(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')), ms);
  return {
    signal: callerSignal ? anySignal(callerSignal, timer.signal) : timer.signal,
    get expired() {
      return timer.signal.aborted;
    },
    clear: () => clearTimeout(handle),
  };
}
