import { isAbort } from '../../shared/api';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';

export interface SuggestionHandlers<T> {
  loading(on: boolean): void;
  answer(answer: T): void;
  failed(query: string, error: unknown): void;
}

export interface SuggestionRequests {
  /** Drops what was asked before and asks for `query` once SEARCH_DEBOUNCE_MS pass without another ask. */
  ask(query: string): void;
  /** Drops the pending ask and aborts the request in flight, whose answer is then never passed on. */
  cancel(): void;
}

/** Suggestion requests where only the latest counts: a newer ask or a cancel supersedes the older one at once. */
export function createSuggestionRequests<T>(load: (query: string, signal: AbortSignal) => Promise<T>, handlers: SuggestionHandlers<T>): SuggestionRequests {
  let inFlight: AbortController | null = null;
  // Bumped by every request and every cancel: an answer that arrives anyway, just before its abort, is dropped.
  let generation = 0;

  const run = async (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    const mine = ++generation;
    handlers.loading(true);
    try {
      const answer = await load(query, controller.signal);
      if (mine === generation) handlers.answer(answer);
    } catch (error) {
      if (!isAbort(error) && mine === generation) handlers.failed(query, error);
    } finally {
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
