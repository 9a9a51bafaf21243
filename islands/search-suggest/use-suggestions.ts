import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { createSuggestionRequests, type SuggestionHandlers, type SuggestionRequests } from './suggestion-requests';

/**
 * The component's suggestion requests (`createSuggestionRequests`: debounced, the superseded one
 * aborted, a stale answer dropped), there while it is mounted: made when it mounts, cancelled when it
 * unmounts, after which an ask does nothing. `load` and the handlers that run are those of the latest
 * render, not the first.
 */
export function useSuggestions<T, S>(load: (query: string, signal: AbortSignal) => Promise<T>, handlers: SuggestionHandlers<T, S>): SuggestionRequests {
  const latest = useRef({ load, handlers });
  useLayoutEffect(() => {
    latest.current = { load, handlers };
  });
  const requests = useRef<SuggestionRequests | null>(null);
  useEffect(() => {
    const mine = createSuggestionRequests<T, S>((query, signal) => latest.current.load(query, signal), {
      loading: (on) => latest.current.handlers.loading(on),
      answer: (answer) => latest.current.handlers.answer(answer),
      failed: (query, error) => latest.current.handlers.failed(query, error),
      sent: (query, shown) => latest.current.handlers.sent(query, shown),
    });
    requests.current = mine;
    return () => {
      requests.current = null;
      mine.cancel();
    };
  }, []);
  return useMemo(() => ({ ask: (query) => requests.current?.ask(query), cancel: () => requests.current?.cancel() }), []);
}
