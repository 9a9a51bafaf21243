import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoverIntent, QUICK_ADD_HOVER_MS } from './hover-intent';

const release = vi.fn();
const want = vi.fn(() => release);

beforeEach(() => {
  vi.useFakeTimers();
  want.mockClear();
  release.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('hoverIntent', () => {
  it('wants the page once the pointer has rested 150 ms, and lets it go when the pointer leaves', () => {
    const intent = hoverIntent(want);
    intent.enter();
    vi.advanceTimersByTime(QUICK_ADD_HOVER_MS - 1);
    expect(want).not.toHaveBeenCalled();
    intent.enter();
    vi.advanceTimersByTime(1);
    expect(want).toHaveBeenCalledTimes(1);
    intent.leave();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the pointer leaves before then', () => {
    const intent = hoverIntent(want);
    intent.enter();
    vi.advanceTimersByTime(QUICK_ADD_HOVER_MS - 1);
    intent.leave();
    vi.advanceTimersByTime(QUICK_ADD_HOVER_MS);
    expect(want).not.toHaveBeenCalled();
  });

  it('wants it at once on focus, once however often focus comes, and lets go on blur and when stopped', () => {
    const intent = hoverIntent(want);
    intent.focus();
    intent.focus();
    expect(want).toHaveBeenCalledTimes(1);
    intent.blur();
    expect(release).toHaveBeenCalledTimes(1);
    intent.focus();
    intent.enter();
    intent.stop();
    vi.advanceTimersByTime(QUICK_ADD_HOVER_MS);
    expect(want).toHaveBeenCalledTimes(2);
    expect(release).toHaveBeenCalledTimes(2);
  });
});
