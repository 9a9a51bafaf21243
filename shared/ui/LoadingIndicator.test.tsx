// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_HIDE_DELAY_MS } from '../constants';
import { activeLoads } from '../state/loading';
import { ANNOUNCE_DELAY_MS, LoadingIndicator } from './LoadingIndicator';

const overlay = () => document.querySelector<HTMLElement>('.sf-loading')!;
// Asynchronous act, so microtasks run between steps as they do between a browser's tasks (useSignals()
// finishes tracking a render in one).
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const loads = (count: number) => act(async () => void (activeLoads.value = count));

beforeEach(() => {
  vi.useFakeTimers();
  render(<LoadingIndicator />, { reactStrictMode: true });
});
afterEach(() => {
  cleanup();
  activeLoads.value = 0;
  vi.useRealTimers();
});

describe('LoadingIndicator', () => {
  it('draws a hidden overlay with its spinner, and an empty status region beside it, while nothing loads', () => {
    expect(overlay().hidden).toBe(true);
    expect(overlay().firstElementChild!.className).toBe('sf-loading__spinner');
    const status = screen.getByRole('status');
    expect(status.className).toBe('sf-visually-hidden');
    expect(status.textContent).toBe('');
    expect(overlay().contains(status)).toBe(false);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
  });

  it('lets clicks through while it lingers after the load, not while the load runs', async () => {
    await loads(1);
    expect(overlay().hasAttribute('data-ending')).toBe(false);
    await loads(0);
    expect([overlay().hidden, overlay().hasAttribute('data-ending')]).toEqual([false, true]);
    await elapse(LOADING_HIDE_DELAY_MS);
    expect([overlay().hidden, overlay().hasAttribute('data-ending')]).toEqual([true, false]);
  });

  it('does not announce a load shorter than ANNOUNCE_DELAY_MS', async () => {
    await loads(1);
    expect(overlay().hidden).toBe(false);
    await elapse(ANNOUNCE_DELAY_MS - 1);
    await loads(0);
    await elapse(ANNOUNCE_DELAY_MS);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays up without a flicker when a new load starts during the hide delay, and hides after that one', async () => {
    await loads(1);
    await elapse(ANNOUNCE_DELAY_MS);
    await loads(0);
    await elapse(LOADING_HIDE_DELAY_MS - 1);
    await loads(1);
    await elapse(LOADING_HIDE_DELAY_MS);
    expect(overlay().hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
    await loads(0);
    await elapse(LOADING_HIDE_DELAY_MS);
    expect(overlay().hidden).toBe(true);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
  });
});
