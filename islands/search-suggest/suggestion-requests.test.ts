import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { createSuggestionRequests } from './suggestion-requests';

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (answer: string) => void;
  reject: (error: unknown) => void;
}

let calls: Call[];
const load = (query: string, signal: AbortSignal) =>
  new Promise<string>((resolve, reject) => {
    calls.push({ query, signal, resolve, reject });
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function setUp() {
  // What each request's answer showed, in the order they went out, as `sent` hears of them.
  const shown: Promise<string | null>[] = [];
  const handlers = {
    loading: vi.fn(),
    answer: vi.fn((answer: string) => `shown ${answer}`),
    failed: vi.fn(),
    sent: vi.fn((_query: string, outcome: Promise<string | null>) => void shown.push(outcome)),
  };
  return { handlers, shown, requests: createSuggestionRequests(load, handlers) };
}

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createSuggestionRequests', () => {
  it('asks once, SEARCH_DEBOUNCE_MS after the last ask, for the last query', async () => {
    const { requests, handlers } = setUp();
    requests.ask('ku');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    requests.ask('kur');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.query)).toEqual(['kur']);
    expect(handlers.sent.mock.calls.map(([query]) => query)).toEqual(['kur']);
    expect(handlers.loading).toHaveBeenLastCalledWith(true);
    calls[0]!.resolve('answer');
    await vi.waitFor(() => expect(handlers.answer).toHaveBeenCalledWith('answer'));
    expect(handlers.loading).toHaveBeenLastCalledWith(false);
  });

  it('aborts the request in flight on a newer ask, and never passes its answer on', async () => {
    const { requests, handlers } = setUp();
    requests.ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    const first = calls[0]!;
    requests.ask('buty');
    expect(first.signal.aborted).toBe(true);
    expect(handlers.loading).toHaveBeenLastCalledWith(false);
    first.resolve('late');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    calls[1]!.resolve('buty');
    await vi.waitFor(() => expect(handlers.answer).toHaveBeenCalledOnce());
    expect(handlers.answer).toHaveBeenCalledWith('buty');
    expect(handlers.failed).not.toHaveBeenCalled();
  });

  it('cancel drops the pending ask and the request in flight', async () => {
    const { requests, handlers } = setUp();
    requests.ask('kurtka');
    requests.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toEqual([]);
    requests.ask('buty');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    requests.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(handlers.loading).toHaveBeenLastCalledWith(false));
    expect(handlers.answer).not.toHaveBeenCalled();
    expect(handlers.failed).not.toHaveBeenCalled();
  });

  it('passes a failure on with its query, then ends the loading state', async () => {
    const { requests, handlers } = setUp();
    requests.ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    const error = new Error('HTTP 500');
    calls[0]!.reject(error);
    await vi.waitFor(() => expect(handlers.failed).toHaveBeenCalledWith('kurtka', error));
    expect(handlers.loading).toHaveBeenLastCalledWith(false);
  });

  it('tells of each request as it goes out, and of what its answer showed', async () => {
    const { requests, handlers, shown } = setUp();
    requests.ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(handlers.sent).toHaveBeenCalledOnce();
    expect(handlers.sent).toHaveBeenCalledWith('kurtka', expect.any(Promise));
    expect(calls.map((c) => c.query)).toEqual(['kurtka']);
    calls[0]!.resolve('kurtka');
    await expect(shown[0]).resolves.toBe('shown kurtka');
  });

  it('tells of nothing shown for a request superseded, cancelled or failed, its late answer included', async () => {
    const { requests, shown } = setUp();
    requests.ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    requests.ask('buty');
    calls[0]!.resolve('late');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    requests.cancel();
    requests.ask('namiot');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    calls[2]!.reject(new Error('HTTP 500'));
    expect(calls.map((c) => c.query)).toEqual(['kurtka', 'buty', 'namiot']);
    expect(await Promise.all(shown)).toEqual([null, null, null]);
  });
});
