// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { chunkFailed } from './boot-fallback';
import { RELEASE } from './release';
import { withoutToReversed } from '../../scripts/old-browser';

const cutOff = new TypeError('Failed to fetch dynamically imported module: http://sklep.example/dist/chunks/gallery-abcde.js');

describe('boot-fallback', () => {
  it("throws the browser's own error for a page of the installed release: the chunk failed to arrive, nothing more", () => {
    expect(() => chunkFailed(cutOff, RELEASE)).toThrow(cutOff);
  });

  it('says a page of an earlier release is older than the installed one, with the browser\'s error as the cause', () => {
    let thrown: unknown;
    try {
      chunkFailed(cutOff, { version: '0.9.0', build: '0badc0de' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(
      `this page is older than the installed release ${RELEASE.version}+${RELEASE.build} (it came with 0.9.0+0badc0de) and could not load its chunk, which a deploy since may have pruned: a reload brings the page up to date`,
    );
    expect((thrown as Error).cause).toBe(cutOff);
  });

  it('logs one line when loaded in a browser older than the targets, and nothing in one that has what they need', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    await import('./boot-fallback');
    expect(warn).not.toHaveBeenCalled();
    await withoutToReversed(async () => {
      vi.resetModules();
      await import('./boot-fallback');
    });
    expect(warn.mock.calls).toEqual([[`[storefront] this browser is older than the storefront supports (Chrome 111, Firefox 115, Safari 16.4): the page works as served, without islands`]]);
  });
});
