/**
 * What boot loads when it cannot go on. build.mjs builds it as dist/boot-fallback.js, a stable name
 * revalidated like boot.js, so a page gets the installed release's whatever release its own boot.js
 * came from, and for browsers older than the targets, which must still run it to be told they are.
 * Every release's boot calls it: its exports' names, arguments and results never change.
 */
import type { Release } from '../../shared/events/types';
import { RELEASE } from './release';

/** The browsers the shipped code is written for, as build.mjs's targets name them. */
declare const STOREFRONT_BROWSERS: string;

// Boot loads this file, and nothing else, in a browser older than the storefront's targets: one line,
// and the page stays as served.
if (!([] as Partial<never[]>).toReversed) console.warn(`[storefront] this browser is older than the storefront supports (${STOREFRONT_BROWSERS}): the page works as served, without islands`);

/**
 * A chunk that failed to load twice: throws why. When the installed release is not the page's own, the
 * page is older than it, and its chunks may have been pruned since (docs/deploy.md), which a reload
 * mends: said so, with the browser's error as the cause. Otherwise the browser's error, as it is.
 */
export function chunkFailed(error: unknown, page: Release): never {
  if (page.build === RELEASE.build) throw error;
  throw new Error(`this page is older than the installed release ${RELEASE.version}+${RELEASE.build} (it came with ${page.version}+${page.build}) and could not load its chunk, which a deploy since may have pruned: a reload brings the page up to date`, { cause: error });
}
