// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { useSuggestions } from './use-suggestions';

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (answer: string) => void;
}

let calls: Call[];
// Answers even once aborted, as a server that was already sending does: the hook must drop it.
const load = (query: string, signal: AbortSignal) => new Promise<string>((resolve) => calls.push({ query, signal, resolve }));

const handlers = () => ({
  loading: vi.fn(),
  answer: vi.fn((answer: string) => `shown ${answer}`),
  failed: vi.fn(),
  sent: vi.fn(),
});

const mount = (first = handlers()) =>
  renderHook(({ given }) => useSuggestions(load, given), { initialProps: { given: first }, wrapper: StrictMode });

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSuggestions', () => {
  it('asks once, SEARCH_DEBOUNCE_MS after the last ask, and hands the answer to the handlers of the latest render', async () => {
    const first = handlers();
    const latest = handlers();
    const { result, rerender } = mount(first);
    result.current.ask('ku');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    result.current.ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls.map((call) => call.query)).toEqual(['kurtka']);
    expect(first.sent).toHaveBeenCalledWith('kurtka', expect.any(Promise));

    rerender({ given: latest });
    calls[0]!.resolve('answer');
    await vi.waitFor(() => expect(latest.answer).toHaveBeenCalledWith('answer'));
    expect(latest.loading).toHaveBeenLastCalledWith(false);
    expect(first.answer).not.toHaveBeenCalled();
  });

  it('aborts the request a newer ask supersedes, and drops its answer when it comes all the same', async () => {
    const given = handlers();
    const { result } = mount(given);
    result.current.ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    result.current.ask('buty');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('stale');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    calls[1]!.resolve('fresh');
    await vi.waitFor(() => expect(given.answer).toHaveBeenCalledWith('fresh'));
    expect(given.answer).toHaveBeenCalledTimes(1);
  });

  it('cancels when the component unmounts: the request in flight is aborted, a waiting ask never goes out, an ask after does nothing', async () => {
    const given = handlers();
    const { result, unmount } = mount(given);
    const { ask } = result.current;
    ask('kurtka');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    ask('buty');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    expect(given.answer).not.toHaveBeenCalled();

    const waiting = mount(handlers());
    waiting.result.current.ask('czapka');
    waiting.unmount();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });
});
