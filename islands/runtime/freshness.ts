import { pageShownAt } from '../../shared/freshness/shown-at';
import { watchFreshness } from '../../shared/freshness/watch-freshness';
import { FRESHNESS } from './freshness-name';
import type { loadChunk } from './load-chunk';
import { reportIslandProblem } from './report';

/**
 * Starts keeping the page's cart and wishlist as fresh as the shopper's last change in any tab
 * (shared/freshness). Boot starts it when idle, for every page: a change made before then is caught
 * up with all the same, since the page's age is its request's, not this call's. Boot lends it its
 * chunk loader: the loader carries the release, and a chunk that carried it would be renamed by
 * every release.
 */
export function keepPageFresh(load: typeof loadChunk): void {
  watchFreshness((kind, source) => {
    load(() => import('./catch-up')).then(
      ({ catchUp }) => catchUp(kind, source),
      (error: unknown) => reportIslandProblem(FRESHNESS, document.body, `could not load what shows the ${kind} as changed elsewhere`, error),
    );
  }, pageShownAt());
}
