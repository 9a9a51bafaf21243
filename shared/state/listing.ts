import { signal } from '@preact/signals-react';

/**
 * The address (path and query) of the listing a page-part swap last put on screen; null until one did.
 * An island a swap keeps mounted that shows the listing's query (the price slider's range) follows it:
 * Back, a pill or "clear all" change the query without touching that island.
 */
export const swappedListing = signal<string | null>(null);
