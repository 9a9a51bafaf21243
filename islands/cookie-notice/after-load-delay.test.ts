// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../../test-support/prerender';
import { afterLoadDelay } from './after-load-delay';

describe('afterLoadDelay', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetPrerendering();
  });

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

  it('starts no timer while the page is prerendered, and counts from when the shopper opens it', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startPrerendering();
    vi.advanceTimersByTime(10_000);
    const loaded = performance.now() - 9000;
    const action = vi.fn();
    const cancelled = vi.fn();
    afterLoadDelay(action);
    afterLoadDelay(cancelled)();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS * 2);
    expect(action).not.toHaveBeenCalled();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: loaded, activationStart: performance.now() } as unknown as PerformanceNavigationTiming]);
    showPrerenderedPage();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 10);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(action).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
