// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { scheduleWake } from './wake';

describe('interaction wake', () => {
  it('wakes every waiting hook around the target once, on the first pointer, focus, key or hover', () => {
    document.body.innerHTML = '<div id="outer"><div id="inner"><button>Kliknij</button></div></div><p id="other">Inne</p>';
    const outer = vi.fn();
    const inner = vi.fn();
    const other = vi.fn();
    scheduleWake('interaction', document.getElementById('outer')!, outer);
    scheduleWake('interaction', document.getElementById('inner')!, inner);
    scheduleWake('interaction', document.getElementById('other')!, other);
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('focusin'));
    button.dispatchEvent(new Event('pointerdown'));
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('wakes at once a hook that already holds focus when boot runs', async () => {
    document.body.innerHTML = '<form id="search"><input id="q"></form>';
    document.getElementById('q')!.focus();
    const start = vi.fn();
    scheduleWake('interaction', document.getElementById('search')!, start);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never wakes a hook whose wait was cancelled (removed before it was touched)', () => {
    document.body.innerHTML = '<a id="link" href="/x">Link</a>';
    const start = vi.fn();
    const cancel = scheduleWake('interaction', document.getElementById('link')!, start);
    cancel();
    document.getElementById('link')!.dispatchEvent(new Event('keydown'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('load wake', () => {
  it('starts after the next frame, and can be cancelled before', async () => {
    const start = vi.fn();
    const cancelled = vi.fn();
    scheduleWake('load', document.body, start);
    scheduleWake('load', document.body, cancelled)();
    expect(start).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
