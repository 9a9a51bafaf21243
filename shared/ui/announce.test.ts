// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_FILL_DELAY_MS, announce } from './announce';

const region = () => document.querySelector('[data-sf-announcer]');

describe('announce', () => {
  afterEach(() => vi.useRealTimers());

  it('fills one role=status region after the region exists', () => {
    vi.useFakeTimers();
    announce('Dodano do ulubionych');
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.textContent).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_FILL_DELAY_MS);
    expect(region()?.textContent).toBe('Dodano do ulubionych');
  });

  it('keeps one region, and the newest message wins', () => {
    vi.useFakeTimers();
    announce('pierwszy');
    announce('drugi');
    vi.advanceTimersByTime(ANNOUNCE_FILL_DELAY_MS);
    expect(document.querySelectorAll('[data-sf-announcer]')).toHaveLength(1);
    expect(region()?.textContent).toBe('drugi');
  });

  it('repeats an identical message by emptying the region first', () => {
    vi.useFakeTimers();
    announce('Koszyk zaktualizowany');
    vi.advanceTimersByTime(ANNOUNCE_FILL_DELAY_MS);
    announce('Koszyk zaktualizowany');
    expect(region()?.textContent).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_FILL_DELAY_MS);
    expect(region()?.textContent).toBe('Koszyk zaktualizowany');
  });

  it('draws the region again when the page body was replaced', () => {
    vi.useFakeTimers();
    announce('pierwszy');
    document.body.innerHTML = '<main></main>';
    announce('po podmianie');
    vi.advanceTimersByTime(ANNOUNCE_FILL_DELAY_MS);
    expect(document.querySelectorAll('[data-sf-announcer]')).toHaveLength(1);
    expect(region()?.textContent).toBe('po podmianie');
  });
});
