// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { markBusy } from './busy';

describe('markBusy', () => {
  it('sets aria-busy="true" (an empty value would mean false) and removes it when done', () => {
    const region = document.createElement('div');
    markBusy(region, true);
    expect(region.getAttribute('aria-busy')).toBe('true');
    markBusy(region, false);
    expect(region.hasAttribute('aria-busy')).toBe(false);
  });
});
