import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once with the latest arguments after the quiet period', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    vi.advanceTimersByTime(60);
    debounced('b');
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush runs the pending call at once and only once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1, 2);
    debounced.flush();
    expect(fn).toHaveBeenCalledWith(1, 2);
    vi.advanceTimersByTime(500);
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('works again after a flush', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('x');
    debounced.flush();
    debounced('y');
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['x'], ['y']]);
  });
});
