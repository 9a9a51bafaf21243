// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutToReversed } from '../scripts/old-browser';
import { RELEASE } from './runtime/release';

afterEach(() => {
  delete (window as Partial<Window>).storefront;
  document.body.innerHTML = '';
});

describe('boot', () => {
  // Unsupported first: a boot that started watches the document for the rest of the file.
  it('leaves a browser older than the targets with one console line and the page as served: no island, no window.storefront', async () => {
    document.body.innerHTML = '<a data-island="question-form" data-form-type="1" href="/kontakt">Napisz</a>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    await withoutToReversed(async () => {
      vi.resetModules();
      await import('./boot');
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    });
    expect(warn.mock.calls[0]![0]).toMatch(/^\[storefront\] this browser is older than the storefront supports \(Chrome 111, Firefox 115, Safari 16\.4\)/);
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelector('a')!.hasAttribute('data-island-state')).toBe(false);
    expect(window.storefront).toBeUndefined();
  });

  it('starts the islands and defines window.storefront with the release', async () => {
    document.body.innerHTML = '<a data-island="question-form" data-form-type="1" href="/kontakt">Napisz</a>';
    vi.resetModules();
    await import('./boot');
    expect(document.querySelector('a')!.dataset.islandState).toBe('waiting');
    expect(window.storefront).toMatchObject({ version: RELEASE.version, build: RELEASE.build });
  });
});
