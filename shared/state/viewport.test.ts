// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function resizeTo(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

describe('isNarrow', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the current width', async () => {
    window.innerWidth = 1279;
    expect((await import('./viewport')).isNarrow.value).toBe(true);
    vi.resetModules();
    window.innerWidth = 1280;
    expect((await import('./viewport')).isNarrow.value).toBe(false);
  });

  it('follows resizing once the resize debounce has passed', async () => {
    window.innerWidth = 1600;
    const { isNarrow } = await import('./viewport');
    resizeTo(800);
    vi.advanceTimersByTime(99);
    expect(isNarrow.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isNarrow.value).toBe(true);
    resizeTo(1300);
    resizeTo(1000);
    vi.advanceTimersByTime(100);
    expect(isNarrow.value).toBe(true);
    resizeTo(1280);
    vi.advanceTimersByTime(100);
    expect(isNarrow.value).toBe(false);
  });
});
