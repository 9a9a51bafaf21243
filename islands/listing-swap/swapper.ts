import { isAbort } from '../../shared/api';
import { parseServerHtml } from '../../shared/html';
import { announce } from '../../shared/ui/announce';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { rememberFocus } from './focus';
import { findParts, pairParts } from './parts';
import { listingKey } from './swap-url';

export interface SwapperOptions {
  /** The hook: the parts to replace are looked for inside it. */
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
  /** A part left as it is: the form the shopper just submitted already shows what was sent. */
  keep?: Element | null;
}

/** The attribute on the result count whose text is announced after a swap. */
const RESULT_COUNT_SELECTOR = '[data-result-count]';

/** Replaces the listing parts with those of another listing URL; a newer swap aborts the one in flight. */
export function createSwapper(options: SwapperOptions) {
  let inFlight: AbortController | null = null;
  let shown = listingKey(location.href);

  async function swap(url: string, request: SwapRequest): Promise<void> {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    try {
      const html = await whileLoading(options.fetchHtml(url, mine.signal));
      // A newer swap started while this answer was on its way: a stale answer never replaces a newer one.
      if (mine.signal.aborted) return;
      const incoming = parseServerHtml(html);
      const pairs = pairParts(findParts(options.root), findParts(incoming));
      const replaced = pairs.filter(({ from }) => !request.keep || !(from === request.keep || from.contains(request.keep)));
      // Before the parts change, so islands woken in them (the price slider) read the new query.
      if (request.push) history.pushState(history.state, '', url);
      const focus = rememberFocus(replaced.map(({ from }) => from));
      for (const { from, to } of replaced) from.replaceWith(to);
      shown = listingKey(url);
      focus.restore(document.getElementById(options.focusFallbackId));
      const title = incoming.querySelector('title')?.textContent;
      if (title) document.title = title;
      const count = options.root.querySelector(RESULT_COUNT_SELECTOR)?.textContent?.trim();
      if (count) announce(count);
    } catch (error) {
      if (mine.signal.aborted || isAbort(error)) return;
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
