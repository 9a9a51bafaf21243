import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDeadline } from './deadline';

afterEach(() => vi.useRealTimers());

describe('startDeadline', () => {
  it('aborts with a TimeoutError once the time is up, and says it expired', () => {
    vi.useFakeTimers();
    const deadline = startDeadline(100);
    vi.advanceTimersByTime(99);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect([deadline.signal.aborted, deadline.expired, (deadline.signal.reason as DOMException).name]).toEqual([true, true, 'TimeoutError']);
  });

  it('follows the caller\'s signal, which is not an expiry', () => {
    const caller = new AbortController();
    const deadline = startDeadline(1000, caller.signal);
    caller.abort();
    expect([deadline.signal.aborted, deadline.expired]).toEqual([true, false]);
    deadline.clear();
  });

  it('leaves no timer behind once cleared', () => {
    vi.useFakeTimers();
    const deadline = startDeadline(15_000);
    expect(vi.getTimerCount()).toBe(1);
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(deadline.signal.aborted).toBe(false);
  });
});
