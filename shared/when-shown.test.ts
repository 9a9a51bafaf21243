// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../test-support/prerender';
import { shown, whenShown } from './when-shown';

afterEach(forgetPrerendering);

describe('whenShown', () => {
  it('runs at once, before returning, on a page the shopper sees (and where the browser knows no prerendering)', () => {
    const action = vi.fn();
    whenShown(action);
    expect(action).toHaveBeenCalledOnce();
    showPrerenderedPage();
    whenShown(action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('waits on a prerendered page until it is shown, then runs once', () => {
    startPrerendering();
    const action = vi.fn();
    whenShown(action);
    expect(action).not.toHaveBeenCalled();
    showPrerenderedPage();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(action).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled while waiting', () => {
    startPrerendering();
    const action = vi.fn();
    whenShown(action)();
    showPrerenderedPage();
    expect(action).not.toHaveBeenCalled();
  });
});

describe('shown', () => {
  it('resolves on a shown page, and on a prerendered one only once it is shown', async () => {
    await expect(shown()).resolves.toBeUndefined();
    startPrerendering();
    let settled = false;
    const waiting = shown().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    showPrerenderedPage();
    await waiting;
    expect(settled).toBe(true);
  });
});
