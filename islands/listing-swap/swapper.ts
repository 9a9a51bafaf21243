import { isAbort } from '../../shared/api';
import { dispatch } from '../../shared/events/dispatch';
import { eventResult } from '../../shared/events/result';
import { parseServerHtml } from '../../shared/html';
import { announce } from '../../shared/ui/announce';
import { swappedListing } from '../../shared/state/listing';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { rememberFocus } from './focus';
import { morphPart } from './morph-part';
import { findParts, pairParts } from './parts';
import { listingKey } from './swap-url';

export interface SwapperOptions {
  /** The hook: the parts to swap are looked for inside it. */
  root: HTMLElement;
  fetchHtml: (url: string, signal: AbortSignal) => Promise<string>;
  /** Id of the element that takes focus when the focused control is gone (the listing heading). */
  focusFallbackId: string;
  /** Called once per failed swap (network, status, a part missing from the answer): report, then load the page. */
  onFailure: (url: string, push: boolean, error: unknown) => void;
}

export interface SwapRequest {
  /** pushState the URL once the answer is in hand; false when the URL already changed (Back/Forward). */
  push: boolean;
  /** An element left as it is: the form the shopper just submitted already shows what was sent. */
  keep?: Element | null;
}

/** The attribute on the result count whose text is announced after a swap. */
const RESULT_COUNT_SELECTOR = '[data-result-count]';

/**
 * Morphs the listing parts into those of another listing URL (morph-part.ts: what stays keeps its
 * node, its focus and its island); a newer swap aborts the one in flight.
 * Each swap is told to theme scripts as it starts: `storefront:listing` on the root, its result ok once
 * the parts are in place, not ok when it fell back to a full load or was aborted (superseded, or the
 * island went away).
 */
export function createSwapper(options: SwapperOptions) {
  let inFlight: AbortController | null = null;
  let shown = listingKey(location.href);

  async function swap(url: string, request: SwapRequest): Promise<void> {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    const result = eventResult<{ ok: boolean; url: string }>();
    const settle = (ok: boolean) => result.settle({ ok, url });
    // Superseded or stopped: told at once, not when (or whether) the request gives up.
    mine.signal.addEventListener('abort', () => settle(false));
    dispatch(options.root, 'storefront:listing', { url, result: result.promise });
    try {
      const html = await whileLoading(options.fetchHtml(url, mine.signal));
      // A newer swap started while this answer was on its way: a stale answer never replaces a newer one.
      if (mine.signal.aborted) return;
      const incoming = parseServerHtml(html);
      const pairs = pairParts(findParts(options.root), findParts(incoming));
      // Before the parts change, so islands woken in them (the price slider) read the new query.
      if (request.push) history.pushState(history.state, '', url);
      const focus = rememberFocus(pairs.map(({ from }) => from));
      for (const { from, to } of pairs) morphPart(from, to, request.keep ?? null);
      shown = listingKey(url);
      focus.restore(document.getElementById(options.focusFallbackId));
      // After focus is placed: what kept islands redraw for the new listing is not a control become another.
      swappedListing.value = shown;
      const title = incoming.querySelector('title')?.textContent;
      if (title) document.title = title;
      const count = options.root.querySelector(RESULT_COUNT_SELECTOR)?.textContent?.trim();
      if (count) announce(count);
      settle(true);
    } catch (error) {
      if (mine.signal.aborted || isAbort(error)) return;
      // Told before the full load starts, while the page's scripts can still hear it.
      settle(false);
      options.onFailure(url, request.push, error);
    } finally {
      if (inFlight === mine) inFlight = null;
    }
  }

  return {
    swap,
    abort: () => inFlight?.abort(),
    /** Path and query of the listing on screen. */
    get shown() {
      return shown;
    },
  };
}
