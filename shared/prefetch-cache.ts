import { ApiError, type PageCall } from './api';

type FetchHtml = (url: string, signal: AbortSignal) => Promise<string>;

/** How many answers a cache keeps, how long, how many requests at a time, and what it names its aborts. */
export interface PrefetchLimits {
  call: PageCall;
  maxEntries: number;
  ttlMs: number;
  maxInFlight: number;
}

/** Path and query: what tells one page of the shop from another (the fragment does not). */
export const pageKey = (url: string | URL): string => {
  const parsed = new URL(url, location.href);
  return parsed.pathname + parsed.search;
};

interface Entry {
  url: string;
  controller: AbortController;
  /** Set once the request started; it never rejects: a failed prefetch resolves to null. */
  answer: Promise<string | null> | null;
  /** When the answer arrived; null while queued or in flight. */
  arrivedAt: number | null;
  /**
   * The page's cookies when it was asked for: the server renders the page from them (the wishlist's
   * hearts, the sort order), so an answer asked for with others (a product saved since, here or in
   * another tab) is not shown.
   */
  cookies: string;
  /** Intents heading there now (a hover, a focus) and users waiting on the request. */
  holds: number;
  waiters: number;
}

/**
 * Pages fetched ahead, on the shopper's intent, for an island to take when the shopper gets there (a
 * listing swap, a quick add): at most `maxEntries`, each good for `ttlMs` while the cookies it was
 * asked with last, keyed by path and query, at most
 * `maxInFlight` requests at a time (the rest wait their turn). A prefetch that
 * fails is forgotten without a word: the island fetches that URL itself and handles its failure as
 * always. The answers are `fetchHtml`'s, so every check it makes on an answer holds for a cached one. A
 * request in flight outlives a user that stops waiting on it while an intent or another user still
 * wants it; once none does, it is aborted like any superseded request.
 */
export function createPrefetchCache(fetchHtml: FetchHtml, { call, maxEntries, ttlMs, maxInFlight }: PrefetchLimits) {
  const entries = new Map<string, Entry>();
  const queue: Entry[] = [];
  let inFlight = 0;

  const fresh = (entry: Entry) => entry.cookies === document.cookie && (entry.arrivedAt === null || Date.now() - entry.arrivedAt < ttlMs);

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry || fresh(entry)) return entry;
    entries.delete(key);
    return undefined;
  }

  function forget(entry: Entry) {
    if (entries.get(pageKey(entry.url)) === entry) entries.delete(pageKey(entry.url));
    const queued = queue.indexOf(entry);
    if (queued >= 0) queue.splice(queued, 1);
  }

  function start(entry: Entry) {
    inFlight += 1;
    entry.answer = fetchHtml(entry.url, entry.controller.signal).then(
      (html) => {
        entry.arrivedAt = Date.now();
        return html;
      },
      () => {
        forget(entry);
        return null;
      },
    );
    void entry.answer.finally(() => {
      inFlight -= 1;
      pump();
    });
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) start(queue.shift()!);
  }

  /** Makes room for one more: expired answers go first, then the oldest answer or queued URL (never one in flight). */
  function makeRoom() {
    for (const [key, entry] of entries) if (!fresh(entry)) entries.delete(key);
    if (entries.size < maxEntries) return;
    const oldest = [...entries.values()].find((entry) => entry.arrivedAt !== null || queue.includes(entry));
    if (oldest) forget(oldest);
  }

  /** Drops what nobody wants any more: a URL still queued, and (`stopRequest`) a request in flight. */
  function letGo(entry: Entry, stopRequest: boolean) {
    if (entry.holds > 0 || entry.waiters > 0) return;
    if (queue.includes(entry)) forget(entry);
    else if (stopRequest && entry.answer && entry.arrivedAt === null) {
      entry.controller.abort();
      forget(entry);
    }
  }

  function hold(entry: Entry): () => void {
    entry.holds += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      entry.holds -= 1;
      // A hover or focus that ends lets a request in flight go on: its answer may yet be wanted.
      letGo(entry, false);
    };
  }

  return {
    /**
     * Fetches `url` ahead unless a fresh answer or request for it is there. Returns what to call when
     * the shopper no longer heads there: the URL leaves the queue if its turn has not come.
     */
    prefetch(url: string): () => void {
      const key = pageKey(url);
      const known = live(key);
      if (known) return hold(known);
      makeRoom();
      const entry: Entry = { url, controller: new AbortController(), answer: null, arrivedAt: null, cookies: document.cookie, holds: 0, waiters: 0 };
      entries.set(key, entry);
      queue.push(entry);
      const release = hold(entry);
      pump();
      return release;
    },

    /**
     * The island's fetch: the fresh answer prefetched for `url`, the request in flight for it awaited,
     * else a request of its own, whose failure is the caller's; with `keep`, its answer is kept for the
     * next user as a prefetched one is. Aborting `signal` stops the waiting at once; the request goes
     * on only if someone else still wants it.
     */
    async fetch(url: string, signal: AbortSignal, { keep = false } = {}): Promise<string> {
      const entry = live(pageKey(url));
      if (entry?.answer) {
        entry.waiters += 1;
        let html: string | null;
        try {
          html = await untilAborted(entry.answer, signal, call, url);
        } finally {
          entry.waiters -= 1;
          letGo(entry, true);
        }
        if (html !== null) return html;
      } else if (entry) {
        // Still queued: the shopper is going there now, so no prefetch should stand in its way.
        forget(entry);
      }
      if (!keep) return fetchHtml(url, signal);
      const cookies = document.cookie;
      const html = await fetchHtml(url, signal);
      makeRoom();
      entries.set(pageKey(url), { url, controller: new AbortController(), answer: Promise.resolve(html), arrivedAt: Date.now(), cookies, holds: 0, waiters: 0 });
      return html;
    },

    /** Stops every prefetch and forgets every answer (the island went away). */
    clear() {
      queue.length = 0;
      for (const entry of entries.values()) entry.controller.abort();
      entries.clear();
    },
  };
}

/** `answer`, unless `signal` aborts first: then the call's abort error, and no listener left behind. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal, call: PageCall, url: string): Promise<T> {
  const aborted = () => new ApiError(call, 'aborted', `request to ${url} was aborted`);
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    void answer.then(resolve).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
