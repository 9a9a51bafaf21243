// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { formSettled } from './form-awake';

const form = (state?: string) => {
  const element = document.createElement('form');
  if (state) element.dataset.islandState = state;
  element.innerHTML = '<div data-island="product-options"></div>';
  return element;
};
const settle = (target: Element) => target.dispatchEvent(new CustomEvent('storefront:island', { bubbles: true }));

describe('formSettled', () => {
  it('settles at once for a form whose island has settled, however', async () => {
    for (const state of ['mounted', 'failed', 'invalid']) await expect(formSettled(form(state))).resolves.toBeUndefined();
  });

  it('wakes a waiting form and settles with its own island, not with one inside it', async () => {
    const waiting = form('waiting');
    const woken = vi.fn();
    waiting.addEventListener('mouseover', woken);
    const settled = vi.fn();
    void formSettled(waiting).then(settled);
    expect(woken).toHaveBeenCalledOnce();
    settle(waiting.firstElementChild!);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    settle(waiting);
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });
});
