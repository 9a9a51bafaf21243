// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { effectIsland, flush, runtimeUnderTest } from '../../test-support/runtime-under-test';
import type { Schema } from './schema';
import type { HookDefinition } from './types';

const { errors, start } = runtimeUnderTest();

/** An island whose chunk fails `failures` times (as a cut-off import does), then arrives. */
function flakyIsland(failures: number, mount: () => void): HookDefinition<Schema> {
  let attempts = 0;
  return {
    wake: 'load',
    load: () => (++attempts <= failures ? Promise.reject(new TypeError('error loading dynamically imported module')) : Promise.resolve(effectIsland(mount))),
  };
}

describe('a page left while its chunks load (Firefox, WebKit)', () => {
  it('reports nothing for the cut-off chunk, and wakes the island when the page is shown again from the back/forward cache', async () => {
    const mount = vi.fn();
    document.body.innerHTML = '<div id="a" data-island="flaky"></div>';
    const told = vi.fn();
    document.addEventListener('storefront:island', told);
    document.addEventListener('storefront:error', told);
    start({ flaky: flakyIsland(2, mount) });
    window.dispatchEvent(new Event('beforeunload'));
    await flush();
    const hook = document.getElementById('a')!;
    expect(hook.getAttribute('data-island-state')).toBe('failed');
    expect(errors).toEqual([]);
    // Nor are theme scripts told: it did not fail, the shopper left.
    expect(told).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pageshow'));
    await flush();
    expect(hook.getAttribute('data-island-state')).toBe('mounted');
    expect(mount).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener('storefront:island', told);
    document.removeEventListener('storefront:error', told);
  });

  it('reports a chunk that fails once the page is shown again: it is no longer being left', async () => {
    document.body.innerHTML = '<div data-island="broken"></div>';
    start({ broken: flakyIsland(Infinity, vi.fn()) });
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pageshow'));
    await flush();
    expect(errors).toEqual(['[storefront] island "broken" on <div>: could not start; the server markup stays: error loading dynamically imported module']);
  });
});
