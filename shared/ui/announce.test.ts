// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_FILL_DELAY_MS, announce as announceNow } from './announce';

const region = () => document.querySelector('[data-sf-announcer]');
/** Announces, and lets React draw what that changed (the region, on first use). */
const announce = (message: string) => act(() => announceNow(message));
/** What is due now is drawn. */
const drawn = () => act(() => vi.advanceTimersByTimeAsync(0));
/** The fill timer runs, and what it set is drawn. */
const filled = () => act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_FILL_DELAY_MS));

beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));

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
