// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_FILL_DELAY_MS, announce } from './announce';

const region = () => document.querySelector('[data-sf-announcer]');
/** A signal's change is drawn in a microtask, as React renders an update from outside its events. */
const drawn = () => vi.advanceTimersByTimeAsync(0);
/** The fill timer runs, and what it set is drawn. */
const filled = () => vi.advanceTimersByTimeAsync(ANNOUNCE_FILL_DELAY_MS);

describe('announce', () => {
  afterEach(() => vi.useRealTimers());

  it('fills one role=status region after the region exists', async () => {
    vi.useFakeTimers();
    announce('Dodano do ulubionych');
    await drawn();
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.textContent).toBe('');
    await filled();
    expect(region()?.textContent).toBe('Dodano do ulubionych');
  });

  it('keeps one region, and the newest message wins', async () => {
    vi.useFakeTimers();
    announce('pierwszy');
    announce('drugi');
    await filled();
    expect(document.querySelectorAll('[data-sf-announcer]')).toHaveLength(1);
    expect(region()?.textContent).toBe('drugi');
  });

  it('repeats an identical message by emptying the region first', async () => {
    vi.useFakeTimers();
    announce('Koszyk zaktualizowany');
    await filled();
    announce('Koszyk zaktualizowany');
    await drawn();
    expect(region()?.textContent).toBe('');
    await filled();
    expect(region()?.textContent).toBe('Koszyk zaktualizowany');
  });

  it('draws the region again when the page body was replaced', async () => {
    vi.useFakeTimers();
    announce('pierwszy');
    document.body.innerHTML = '<main></main>';
    announce('po podmianie');
    await filled();
    expect(document.querySelectorAll('[data-sf-announcer]')).toHaveLength(1);
    expect(region()?.textContent).toBe('po podmianie');
  });
});
