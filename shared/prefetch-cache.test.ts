// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchPageHtml } from './api';
import { createPrefetchCache as createCache, type PrefetchLimits } from './prefetch-cache';

// A listing's limits: 20 answers, 60 s, two requests at a time.
const PREFETCH_MAX_ENTRIES = 20;
const PREFETCH_TTL_MS = 60_000;
const LIMITS: PrefetchLimits = {
  call: 'listing',
  maxEntries: PREFETCH_MAX_ENTRIES,
  ttlMs: PREFETCH_TTL_MS,
  maxInFlight: 2,
};
const createPrefetchCache = (fetchHtml: (url: string, signal: AbortSignal) => Promise<string>) => createCache(fetchHtml, LIMITS);
const fetchListingHtml = (url: string, signal: AbortSignal) => fetchPageHtml('listing', url, signal);

const page = (url: string) => `<!doctype html><html><body>${url}</body></html>`;

/** A fetch whose answers the test releases or breaks, per URL, in any order. */
function controlledFetch() {
  const pending = new Map<string, { resolve: () => void; reject: (error: unknown) => void; signal: AbortSignal }>();
  const fetchHtml = vi.fn(
    (url: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        pending.set(url, { resolve: () => resolve(page(url)), reject, signal });
        signal.addEventListener('abort', () => reject(new ApiError('listing', 'aborted', 'aborted')));
      }),
  );
  const asked = () => fetchHtml.mock.calls.map(([url]) => url);
  return { fetchHtml, pending, asked };
}

const signal = () => new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/kategoria/odziez');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createPrefetchCache', () => {
  it('gives the swap the answer fetched ahead, by path and query, without asking again', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch(`${location.origin}/kategoria/odziez?page=2`);
    cache.prefetch('/kategoria/odziez?page=2#top');
    pending.get(`${location.origin}/kategoria/odziez?page=2`)!.resolve();
    await expect(cache.fetch('/kategoria/odziez?page=2', signal())).resolves.toBe(page(`${location.origin}/kategoria/odziez?page=2`));
    expect(asked()).toHaveLength(1);
  });

  it('makes the swap wait for the request in flight instead of sending a second one', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    const swap = cache.fetch('/k?page=2', signal());
    pending.get('/k?page=2')!.resolve();
    await expect(swap).resolves.toBe(page('/k?page=2'));
    expect(asked()).toEqual(['/k?page=2']);
  });

  it('sends two requests at a time; the rest wait their turn, and one no longer wanted leaves the queue', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    cache.prefetch('/k?page=3');
    const unwantFourth = cache.prefetch('/k?page=4');
    cache.prefetch('/k?page=5');
    expect(asked()).toEqual(['/k?page=2', '/k?page=3']);
    unwantFourth();
    pending.get('/k?page=2')!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual(['/k?page=2', '/k?page=3', '/k?page=5']);
    // The one dropped from the queue is fetched by the swap that wants it after all.
    const swap = cache.fetch('/k?page=4', signal());
    expect(asked()).toHaveLength(4);
    pending.get('/k?page=4')!.resolve();
    await expect(swap).resolves.toBe(page('/k?page=4'));
  });

  it('lets a swap for a queued URL go at once, ahead of the prefetches', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    ['/k?page=2', '/k?page=3', '/k?page=4'].forEach((url) => cache.prefetch(url));
    const swap = cache.fetch('/k?page=4', signal());
    expect(asked()).toEqual(['/k?page=2', '/k?page=3', '/k?page=4']);
    pending.get('/k?page=4')!.resolve();
    await expect(swap).resolves.toBe(page('/k?page=4'));
    pending.get('/k?page=2')!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toHaveLength(3);
  });

  it('drops a prefetch that failed without a word, and the swap fetches it again', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    pending.get('/k?page=2')!.reject(new ApiError('listing', 'http', 'HTTP 500', { status: 500 }));
    await vi.advanceTimersByTimeAsync(0);
    const swap = cache.fetch('/k?page=2', signal());
    expect(asked()).toEqual(['/k?page=2', '/k?page=2']);
    pending.get('/k?page=2')!.resolve();
    await expect(swap).resolves.toBe(page('/k?page=2'));
  });

  it('fetches again for a swap that was waiting on a prefetch when it failed', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    const swap = cache.fetch('/k?page=2', signal());
    pending.get('/k?page=2')!.reject(new ApiError('listing', 'timeout', 'no answer'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual(['/k?page=2', '/k?page=2']);
    pending.get('/k?page=2')!.resolve();
    await expect(swap).resolves.toBe(page('/k?page=2'));
  });

  it('holds every check of fetchListingHtml: an answer cut short is no answer, and the swap meets the failure itself', async () => {
    const fetch = vi.fn(async () => new Response('<!doctype html><html><body><div data-listing-container>', { headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetch);
    const cache = createPrefetchCache(fetchListingHtml);
    cache.prefetch('/k?page=2');
    await vi.advanceTimersByTimeAsync(0);
    await expect(cache.fetch('/k?page=2', signal())).rejects.toMatchObject({ kind: 'parse' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the answer of a fetch asked to keep it, and leaves its failure to the caller, asked once', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    const failing = cache.fetch('/p/1', signal(), { keep: true });
    pending.get('/p/1')!.reject(new ApiError('listing', 'http', 'HTTP 500'));
    await expect(failing).rejects.toMatchObject({ kind: 'http' });
    expect(asked()).toEqual(['/p/1']);
    const kept = cache.fetch('/p/1', signal(), { keep: true });
    pending.get('/p/1')!.resolve();
    await expect(kept).resolves.toBe(page('/p/1'));
    await expect(cache.fetch('/p/1', signal())).resolves.toBe(page('/p/1'));
    expect(asked()).toEqual(['/p/1', '/p/1']);
  });

  it('keeps an answer 60 s', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    pending.get('/k?page=2')!.resolve();
    await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS - 1);
    cache.prefetch('/k?page=2');
    await expect(cache.fetch('/k?page=2', signal())).resolves.toBe(page('/k?page=2'));
    expect(asked()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const swap = cache.fetch('/k?page=2', signal());
    expect(asked()).toHaveLength(2);
    pending.get('/k?page=2')!.resolve();
    await swap;
  });

  it('shows no answer asked for with other cookies: a product saved since (here or in another tab) is asked for again', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    pending.get('/k?page=2')!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    document.cookie = 'wishlist-cookie=%5B%7B%22id%22%3A3%2C%22date%22%3A1%7D%5D; Path=/';
    try {
      const swap = cache.fetch('/k?page=2', signal());
      expect(asked()).toHaveLength(2);
      pending.get('/k?page=2')!.resolve();
      await swap;
    } finally {
      document.cookie = 'wishlist-cookie=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('holds 20 answers: a 21st pushes the oldest out', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    for (let n = 1; n <= PREFETCH_MAX_ENTRIES + 1; n++) {
      cache.prefetch(`/k?page=${n}`);
      pending.get(`/k?page=${n}`)!.resolve();
      await vi.advanceTimersByTimeAsync(0);
    }
    await cache.fetch(`/k?page=2`, signal());
    expect(asked()).toHaveLength(PREFETCH_MAX_ENTRIES + 1);
    const swap = cache.fetch('/k?page=1', signal());
    expect(asked()).toHaveLength(PREFETCH_MAX_ENTRIES + 2);
    pending.get('/k?page=1')!.resolve();
    await swap;
  });

  it('stops a swap waiting on a shared request at its abort, leaving the request to the hover still on it and no listener behind', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    const superseded = new AbortController();
    const removed = vi.spyOn(superseded.signal, 'removeEventListener');
    const swap = cache.fetch('/k?page=2', superseded.signal);
    superseded.abort();
    await expect(swap).rejects.toMatchObject({ kind: 'aborted' });
    expect(pending.get('/k?page=2')!.signal.aborted).toBe(false);
    const again = cache.fetch('/k?page=2', signal());
    pending.get('/k?page=2')!.resolve();
    await expect(again).resolves.toBe(page('/k?page=2'));
    expect(asked()).toHaveLength(1);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('aborts a request once the swap waiting on it was superseded and nothing else wants it', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2')();
    const superseded = new AbortController();
    const swap = cache.fetch('/k?page=2', superseded.signal);
    superseded.abort();
    await expect(swap).rejects.toMatchObject({ kind: 'aborted' });
    expect(pending.get('/k?page=2')!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    void cache.fetch('/k?page=2', signal());
    expect(asked()).toEqual(['/k?page=2', '/k?page=2']);
  });

  it('lets a request go on when the hover that asked for it ends, for a swap to take later', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    const leave = cache.prefetch('/k?page=2');
    leave();
    leave();
    expect(pending.get('/k?page=2')!.signal.aborted).toBe(false);
    pending.get('/k?page=2')!.resolve();
    await expect(cache.fetch('/k?page=2', signal())).resolves.toBe(page('/k?page=2'));
    expect(asked()).toHaveLength(1);
  });

  it('tells a swap aborted before it asked that it was aborted', async () => {
    const { fetchHtml, pending } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    pending.get('/k?page=2')!.resolve();
    const aborted = new AbortController();
    aborted.abort();
    await expect(cache.fetch('/k?page=2', aborted.signal)).rejects.toBeInstanceOf(ApiError);
  });

  it('aborts every prefetch and forgets every answer when cleared', async () => {
    const { fetchHtml, pending, asked } = controlledFetch();
    const cache = createPrefetchCache(fetchHtml);
    cache.prefetch('/k?page=2');
    cache.prefetch('/k?page=3');
    cache.prefetch('/k?page=4');
    cache.clear();
    expect([pending.get('/k?page=2')!.signal.aborted, pending.get('/k?page=3')!.signal.aborted]).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual(['/k?page=2', '/k?page=3']);
    void cache.fetch('/k?page=2', signal());
    expect(asked()).toHaveLength(3);
  });
});
