// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';
import { afterLoadDelay } from './after-load-delay';

describe('afterLoadDelay', () => {
  afterEach(() => vi.useRealTimers());

  it('counts from the load event, not from when the island woke', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.advanceTimersByTime(5000);
    const now = performance.now();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: now - 1000 } as PerformanceNavigationTiming]);
    const action = vi.fn();
    afterLoadDelay(action);
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 1000 - 10);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when it has not happened, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const action = vi.fn();
    const cancelled = vi.fn();
    afterLoadDelay(action);
    afterLoadDelay(cancelled)();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(action).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
