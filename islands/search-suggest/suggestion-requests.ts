import { isAbort } from '../../shared/api';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { eventResult } from '../../shared/events/result';

export interface SuggestionHandlers<T, S> {
  loading(on: boolean): void;
  /** Shows the answer; returns what it shows. */
  answer(answer: T): S;
  failed(query: string, error: unknown): void;
  /**
   * A request for `query` goes out. `shown` settles to what its answer showed, or to null once it can
   * show nothing (superseded, cancelled or failed); it never rejects.
   */
  sent(query: string, shown: Promise<S | null>): void;
}

export interface SuggestionRequests {
  /** Drops what was asked before and asks for `query` once SEARCH_DEBOUNCE_MS pass without another ask. */
  ask(query: string): void;
  /** Drops the pending ask and aborts the request in flight, whose answer is then never passed on. */
  cancel(): void;
}

/** Suggestion requests where only the latest counts: a newer ask or a cancel supersedes the older one at once. */
export function createSuggestionRequests<T, S>(load: (query: string, signal: AbortSignal) => Promise<T>, handlers: SuggestionHandlers<T, S>): SuggestionRequests {
  let inFlight: AbortController | null = null;
  // Bumped by every request and every cancel: an answer that arrives anyway, just before its abort, is dropped.
  let generation = 0;

  const run = async (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    const mine = ++generation;
    const shown = eventResult<S | null>();
    // Superseded or cancelled: nothing to show, told at once.
    controller.signal.addEventListener('abort', () => shown.settle(null));
    handlers.sent(query, shown.promise);
    handlers.loading(true);
    try {
      const answer = await load(query, controller.signal);
      if (mine === generation) shown.settle(handlers.answer(answer));
    } catch (error) {
      if (!isAbort(error) && mine === generation) handlers.failed(query, error);
    } finally {
      shown.settle(null);
      if (mine === generation) {
        inFlight = null;
        handlers.loading(false);
      }
    }
  };
  const later = debounce((query: string) => void run(query), SEARCH_DEBOUNCE_MS);

  const cancel = () => {
    later.cancel();
    if (inFlight === null) return;
    generation += 1;
    inFlight.abort();
    inFlight = null;
    handlers.loading(false);
  };
  return {
    ask(query) {
      cancel();
      later(query);
    },
    cancel,
  };
}
