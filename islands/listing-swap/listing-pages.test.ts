// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListingPrefetch, PREFETCH_MAX_ENTRIES, PREFETCH_TTL_MS } from './listing-pages';

const page = (url: string) => `<!doctype html><html><body>${url}</body></html>`;
const asked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(page(url), { headers: { 'Content-Type': 'text/html' } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createListingPrefetch', () => {
  it('keys a listing by path and query, keeps 20 answers for 60 s', async () => {
    const cache = createListingPrefetch();
    cache.prefetch('/kategoria/odziez?page=2#top');
    await vi.advanceTimersByTimeAsync(0);
    await expect(cache.fetch('/kategoria/odziez?page=2', new AbortController().signal)).resolves.toBe(page('/kategoria/odziez?page=2#top'));
    expect(asked).toHaveLength(1);
    for (let n = 3; n <= PREFETCH_MAX_ENTRIES + 1; n++) {
      cache.prefetch(`/kategoria/odziez?page=${n}`);
      await vi.advanceTimersByTimeAsync(0);
    }
    await cache.fetch(`/kategoria/odziez?page=${PREFETCH_MAX_ENTRIES + 1}`, new AbortController().signal);
    expect(asked).toHaveLength(PREFETCH_MAX_ENTRIES);
    await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS);
    await cache.fetch('/kategoria/odziez?page=3', new AbortController().signal);
    expect(asked).toHaveLength(PREFETCH_MAX_ENTRIES + 1);
  });
});
