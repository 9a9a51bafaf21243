import { fetchPageHtml } from '../../shared/api';
import { createPrefetchCache } from '../../shared/prefetch-cache';

export const PREFETCH_MAX_ENTRIES = 20;
export const PREFETCH_TTL_MS = 60_000;
export const PREFETCH_MAX_IN_FLIGHT = 2;

/** A listing page, whole, for its parts to be swapped in. */
export const fetchListingHtml = (url: string, signal: AbortSignal): Promise<string> => fetchPageHtml('listing', url, signal);

/**
 * Listing answers fetched ahead, on the shopper's intent (prefetch-intent.ts), for the swap to take: at
 * most 20, each good for 60 s, keyed by path and query, at most two requests at a time.
 */
export const createListingPrefetch = () =>
  createPrefetchCache(fetchListingHtml, { call: 'listing', maxEntries: PREFETCH_MAX_ENTRIES, ttlMs: PREFETCH_TTL_MS, maxInFlight: PREFETCH_MAX_IN_FLIGHT });
