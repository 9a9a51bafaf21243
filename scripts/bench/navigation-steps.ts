/** The shopper's moves both navigation journeys share, and the server they wait for. */

/** The pointer rests on the link or label this long first: past both `moderate` (200 ms) and the listing prefetch's 200 ms. */
export const HOVER_MS = 300;
/** A shopper's click holds the button about this long; a `conservative` rule and the listing prefetch start on the press. */
export const PRESS_MS = 100;
/** How long the fixture shop waits before answering the next page or listing: a real shop's server is not on localhost. */
export const SERVER_DELAY_MS = 300;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
