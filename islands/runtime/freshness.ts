import { pageShownAt } from '../../shared/freshness/shown-at';
import { watchFreshness } from '../../shared/freshness/watch-freshness';
import { FRESHNESS } from './freshness-name';
import { reportIslandProblem } from './report';

/**
 * Starts keeping the page's cart and wishlist as fresh as the shopper's last change in any tab
 * (shared/freshness). Boot starts it when idle, for every page: a change made before then is caught
 * up with all the same, since the page's age is its request's, not this call's. This chunk is built
 * without React (build.mjs, REACT_FREE_ENTRIES): every page loads it. Boot hands it the loader of the
 * catch-up, which is an island chunk like any other (it shares the islands' wishlist and mini cart),
 * and carries the release this chunk must not (a chunk carrying it would be renamed by every release);
 * and whether the page is being left, which boot knows and this chunk's own copy of the runtime would
 * not: a chunk cut off by leaving is no failure, here as for the islands. Returns what stops the watch.
 */
export function keepPageFresh(loadCatchUp: () => Promise<typeof import('./catch-up')>, pageLeaving: () => boolean): () => void {
  return watchFreshness((kind, source) => {
    loadCatchUp().then(
      ({ catchUp }) => catchUp(kind, source),
      (error: unknown) => pageLeaving() || reportIslandProblem(FRESHNESS, document.body, `could not load what shows the ${kind} as changed elsewhere`, error),
    );
  }, pageShownAt());
}
