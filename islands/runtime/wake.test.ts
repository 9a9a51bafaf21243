// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('starts once the page is painted (at once in the test DOM), and can be cancelled before', async () => {
    const start = vi.fn();
    const cancelled = vi.fn();
    scheduleWake('load', document.body, start);
    scheduleWake('load', document.body, cancelled)();
    expect(start).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('first-paint gate', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A browser with Paint Timing whose first paint is not on screen yet; `paint()` presents it. */
  async function browserBeforeFirstPaint() {
    let paint = () => {};
    class FakePaintObserver {
      constructor(callback: () => void) {
        paint = callback;
      }
      observe = vi.fn();
    }
    vi.stubGlobal('PerformancePaintTiming', class {});
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.resetModules();
    const { scheduleWake: schedule, whenIdleAfterPaint } = await import('./wake');
    return { schedule, whenIdleAfterPaint, paint: () => paint(), requestIdleCallback };
  }

  it('requests no load or idle chunk before the first paint is on screen, but wakes a touched hook at once', async () => {
    const { schedule, paint, requestIdleCallback } = await browserBeforeFirstPaint();
    document.body.innerHTML = '<div id="faq"></div><div id="gallery"></div><a id="touched" href="/x">Link</a>';
    const onLoad = vi.fn();
    const onIdle = vi.fn();
    const onTouch = vi.fn();
    schedule('load', document.getElementById('faq')!, onLoad);
    schedule('idle', document.getElementById('gallery')!, onIdle);
    schedule('interaction', document.getElementById('touched')!, onTouch);
    document.getElementById('touched')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(onTouch).toHaveBeenCalledTimes(1);
    expect(onLoad).not.toHaveBeenCalled();
    expect(requestIdleCallback).not.toHaveBeenCalled();

    paint();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("keeps boot's own idle work for the first idle moment after the first paint", async () => {
    const { whenIdleAfterPaint, paint, requestIdleCallback } = await browserBeforeFirstPaint();
    const idleWork = vi.fn();
    void whenIdleAfterPaint().then(idleWork);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(requestIdleCallback).not.toHaveBeenCalled();
    expect(idleWork).not.toHaveBeenCalled();

    paint();
    await vi.waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('never wakes a hook removed before the first paint', async () => {
    const { schedule, paint } = await browserBeforeFirstPaint();
    const start = vi.fn();
    schedule('load', document.body, start)();
    paint();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(start).not.toHaveBeenCalled();
  });

  it('goes on after 1 s when no first paint is reported (Firefox, on a page opened at a fragment)', async () => {
    vi.useFakeTimers();
    const { schedule } = await browserBeforeFirstPaint();
    const start = vi.fn();
    schedule('load', document.body, start);
    await vi.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
