// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_HIDE_DELAY_MS } from '../constants';
import { ANNOUNCE_DELAY_MS } from './LoadingIndicator';
import { whileLoading } from './loading-indicator';

const indicator = () => document.querySelector<HTMLElement>('.sf-loading')!;
const status = () => document.querySelector('[role=status]')!;
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
/** The indicator's delays are React state set from timers: act() lets React draw what they changed. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whileLoading', () => {
  it('has the indicator drawn, hidden, at the first idle moment, before any load', async () => {
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.querySelector('.sf-loading')).not.toBeNull());
    expect(indicator().hidden).toBe(true);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows before the next paint (drawn in a microtask), announces, and hides 300 ms after the load ends', async () => {
    const load = deferred();
    const done = whileLoading(load.promise);
    await act(() => Promise.resolve());
    expect(indicator().hidden).toBe(false);
    expect(indicator().querySelector('.sf-loading__spinner')).not.toBeNull();
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    expect(status().textContent).toBe('');
    expect(indicator().contains(status())).toBe(false);
    await elapse(ANNOUNCE_DELAY_MS);
    expect(status().textContent).toBe('Ładowanie…');
    load.resolve();
    await done;
    await elapse(LOADING_HIDE_DELAY_MS - 1);
    expect(indicator().hidden).toBe(false);
    await elapse(1);
    expect(indicator().hidden).toBe(true);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    expect(status().textContent).toBe('');
  });

  it('stays shown until every overlapping load has ended, failures included', async () => {
    const first = deferred();
    const second = deferred();
    const a = whileLoading(first.promise);
    const b = whileLoading(second.promise).catch(() => 'failed');
    await act(() => Promise.resolve());
    expect(indicator().hidden).toBe(false);
    first.resolve();
    await a;
    await elapse(LOADING_HIDE_DELAY_MS * 2);
    expect(indicator().hidden).toBe(false);
    second.reject(new Error('500'));
    await expect(b).resolves.toBe('failed');
    await elapse(LOADING_HIDE_DELAY_MS);
    expect(indicator().hidden).toBe(true);
    expect(document.querySelectorAll('.sf-loading')).toHaveLength(1);
  });
});
