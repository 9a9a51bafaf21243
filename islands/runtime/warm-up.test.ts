// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HookDefinition, Wake } from './types';
import { waitingForTouch, warmUp } from './warm-up';

const definition = (wake: Wake, load = vi.fn(() => Promise.resolve({ default: () => null }))) =>
  ({ wake, load }) as unknown as HookDefinition;

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

afterEach(() => vi.unstubAllGlobals());

describe('waitingForTouch', () => {
  it('names each island that wakes on a touch and still waits, once, in page order', () => {
    const registry = { quantity: definition('interaction'), gallery: definition('idle'), popup: definition('interaction'), tabs: definition('interaction') };
    const root = page(`
      <div data-island="popup" data-island-state="waiting"></div>
      <div data-island="gallery" data-island-state="waiting"></div>
      <div data-island="quantity" data-island-state="waiting"></div>
      <div data-island="popup" data-island-state="waiting"></div>
      <div data-island="tabs" data-island-state="mounted"></div>
      <div data-island="nieznana" data-island-state="waiting"></div>`);
    expect(waitingForTouch(registry, root)).toEqual(['popup', 'quantity']);
  });
});

describe('warmUp', () => {
  it('loads each waiting island chunk, one after another, and mounts nothing', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = vi.fn(() => new Promise<never>((resolve) => (finishFirst = () => (order.push('popup done'), resolve({ default: () => null } as never)))));
    const second = vi.fn(() => (order.push('quantity started'), Promise.resolve({ default: () => null })));
    const registry = { popup: definition('interaction', first), quantity: definition('interaction', second) };
    const root = page('<a data-island="popup" data-island-state="waiting"></a><div data-island="quantity" data-island-state="waiting"></div>');
    const done = warmUp(registry, root);
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await done;
    expect(order).toEqual(['popup done', 'quantity started']);
    expect([...root.querySelectorAll('[data-island-state=waiting]')]).toHaveLength(2);
  });

  it('skips an island a touch woke meanwhile, and goes on past a chunk that failed', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const woken = vi.fn(() => Promise.resolve({ default: () => null }));
    const last = vi.fn(() => Promise.resolve({ default: () => null }));
    const registry = { popup: definition('interaction', failing), quantity: definition('interaction', woken), tabs: definition('interaction', last) };
    const root = page(`
      <a data-island="popup" data-island-state="waiting"></a>
      <div data-island="quantity" data-island-state="waiting"></div>
      <div data-island="tabs" data-island-state="waiting"></div>`);
    const done = warmUp(registry, root);
    root.querySelector('[data-island=quantity]')!.setAttribute('data-island-state', 'loading');
    await expect(done).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(woken).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a shopper who asked to save data', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    await warmUp({ popup: definition('interaction', load) }, page('<a data-island="popup" data-island-state="waiting"></a>'));
    expect(load).not.toHaveBeenCalled();
  });
});
