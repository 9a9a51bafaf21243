import { fetchPageHtml } from '../../shared/api';
import { createPrefetchCache } from '../../shared/prefetch-cache';

/** Product pages kept for quick add: the last ten asked for. */
export const QUICK_ADD_KEPT_PAGES = 10;
/** How long one is good for: its price and stock are the server's of that moment. */
export const QUICK_ADD_PAGE_TTL_MS = 60_000;

/**
 * Every quick add button of the page shares one cache: a product page fetched on hover is the one
 * the click opens, and two buttons of the same product (a card and a carousel) ask for it once.
 */
export const productPages = createPrefetchCache((url, signal) => fetchPageHtml('product-page', url, signal), {
  call: 'product-page',
  maxEntries: QUICK_ADD_KEPT_PAGES,
  ttlMs: QUICK_ADD_PAGE_TTL_MS,
  maxInFlight: 2,
});
