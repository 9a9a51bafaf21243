// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const frames = (count: number) => new Promise<void>((resolve) => {
  const next = (left: number) => (left === 0 ? setTimeout(resolve, 5) : requestAnimationFrame(() => next(left - 1)));
  next(count);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('pagePainted', () => {
  it('waits for the load event and a frame painted after it, however long the page takes to load', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { pagePainted } = await import('./page-painted');
    let painted = false;
    void pagePainted.then(() => (painted = true));
    await frames(3);
    expect(painted).toBe(false);
    window.dispatchEvent(new Event('load'));
    await frames(3);
    expect(painted).toBe(true);
  });

  it('resolves after the next frames when boot runs on a page already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const { pagePainted } = await import('./page-painted');
    await expect(Promise.race([pagePainted.then(() => 'painted'), frames(3).then(() => 'still waiting')])).resolves.toBe('painted');
  });
});
