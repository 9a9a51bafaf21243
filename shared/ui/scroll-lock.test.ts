// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from './scroll-lock';

const root = () => document.documentElement;

afterEach(() => {
  root().removeAttribute('style');
  vi.restoreAllMocks();
});

describe('lockPageScroll', () => {
  it('stops the root scrolling and puts back the theme\'s own values when unlocked', () => {
    root().style.overflow = 'auto';
    const unlock = lockPageScroll();
    expect(root().style.overflow).toBe('hidden');
    unlock();
    expect(root().style.overflow).toBe('auto');
    expect(root().style.scrollbarGutter).toBe('');
  });

  it('keeps the gutter of a classic scrollbar, so nothing shifts sideways; none where there was no scrollbar', () => {
    vi.spyOn(root(), 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    const unlock = lockPageScroll();
    expect(root().style.scrollbarGutter).toBe('stable');
    unlock();
    vi.spyOn(root(), 'clientWidth', 'get').mockReturnValue(window.innerWidth);
    lockPageScroll();
    expect(root().style.scrollbarGutter).toBe('');
  });
});
