import { describe, expect, it, vi } from 'vitest';
import { anySignal } from './any-signal';

describe('anySignal', () => {
  it('aborts with the reason of the first input to abort, and only once', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal(first.signal, second.signal);
    const heard = vi.fn();
    combined.addEventListener('abort', heard);
    expect(combined.aborted).toBe(false);
    second.abort('second');
    first.abort('first');
    expect(combined.reason).toBe('second');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('is aborted at once when an input already is', () => {
    const done = new AbortController();
    done.abort('already');
    expect(anySignal(new AbortController().signal, done.signal).reason).toBe('already');
  });
});
