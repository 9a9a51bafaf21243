import type { ErrorEventDetail, StorefrontActions } from '../../shared/events/types';
import { loadChunk } from './load-chunk';
import { RELEASE } from './release';

type Actions = typeof import('../storefront-actions/storefront-actions');

/** How many reports `storefront.errors()` keeps for a monitoring script that loads late. */
const KEPT_REPORTS = 50;

/**
 * `window.storefront`, the actions theme scripts call (issue 29), the release, and the reports made
 * so far. Boot holds only the actions' names: the first call of any of them loads their one chunk
 * (120 s, one retry, like every chunk), every call made before it arrived waits for it, and if it
 * could not be loaded they reject with why. Boot calls this once every hook is found and scheduled, so
 * `ready` is settled from the start.
 */
export function defineStorefront(): void {
  // Every report is dispatched as storefront:error, from boot's code or a chunk's own copy of the
  // report (the actions'), and window hears each first, in its capture phase: one place to give each
  // the release, which only boot carries, and one list for all.
  const kept: ErrorEventDetail[] = [];
  addEventListener(
    'storefront:error',
    ({ detail }) => {
      detail.release = RELEASE;
      if (kept.push(detail) > KEPT_REPORTS) kept.shift();
    },
    true,
  );
  // One load for every call waiting on it, so they run in the order they were made (two imports of a
  // module still loading may settle in either order); a load that failed is tried afresh next call.
  let actions: Promise<Actions> | undefined;
  const act =
    <K extends keyof Actions>(name: K) =>
    (...args: unknown[]) =>
      (actions ??= loadChunk(() => import('../storefront-actions/storefront-actions')).catch((error: unknown) => {
        actions = undefined;
        throw error;
      })).then((loaded) => (loaded[name] as (...args: unknown[]) => unknown)(...args));
  window.storefront = {
    ...RELEASE,
    ready: Promise.resolve(),
    errors: () => kept.slice(),
    addToCart: act('addToCart'),
    refreshMiniCart: act('refreshMiniCart'),
    openQuestionForm: act('openQuestionForm'),
    wishlist: { ids: act('ids'), toggle: act('toggle') },
  } as StorefrontActions;
}
