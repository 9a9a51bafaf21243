// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { keepFocusClearOf, overlaps } from './keep-focus-clear';

const rect = (top: number, bottom: number, left = 0, right = 100) => ({ top, bottom, left, right }) as DOMRect;

describe('overlaps', () => {
  it('is true when the bar covers part of the focused element', () => {
    expect(overlaps(rect(700, 740), rect(720, 800))).toBe(true);
  });
  it('is false when the element ends above the bar, or sits beside it', () => {
    expect(overlaps(rect(600, 720), rect(720, 800))).toBe(false);
    expect(overlaps(rect(730, 760, 200, 300), rect(720, 800, 0, 150))).toBe(false);
  });
});

describe('keepFocusClearOf', () => {
  it('pads only the body and the scroll port, by the bar height, and clears both when the bar goes', () => {
    const bar = document.createElement('section');
    document.body.append(bar);
    vi.spyOn(bar, 'offsetHeight', 'get').mockReturnValue(72);
    const cleanUp = keepFocusClearOf(bar);
    expect(document.body.style.paddingBottom).toBe('72px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');
    // An inherited custom property on the root would restyle every element of the page, twice.
    expect(document.documentElement.getAttribute('style')).not.toContain('--');
    cleanUp();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});

describe('keepFocusClearOf with two bars', () => {
  it('keeps the room of the bar still shown when the other goes, whichever goes first', () => {
    const barOf = (height: number) => {
      const bar = document.createElement('section');
      document.body.append(bar);
      vi.spyOn(bar, 'offsetHeight', 'get').mockReturnValue(height);
      return bar;
    };
    const [notice, sticky] = [barOf(72), barOf(56)];
    const noticeGone = keepFocusClearOf(notice);
    const stickyGone = keepFocusClearOf(sticky);
    expect(document.body.style.paddingBottom).toBe('72px');
    noticeGone();
    expect(document.body.style.paddingBottom).toBe('56px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('56px');
    stickyGone();
    expect(document.body.style.paddingBottom).toBe('');
  });
});
