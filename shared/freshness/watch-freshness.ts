import { prerendering } from '../when-shown';
import { CHANGE_KINDS, kindOfKey, lastChangeElsewhere, type ChangeKind } from './change-stamps';

/** Where the change a page catches up with was made: in another tab, or in a later page of this one (the page came back through Back or Forward). */
export type CatchUpSource = 'other-tab' | 'restored';

/**
 * Keeps the cart and the wishlist this page shows no older than the shopper's last change in any tab:
 * each time the page is, or becomes, what the shopper sees (visible, restored from the back/forward
 * cache, activated from a prerender), a change stamped after what it shows is caught up with, once,
 * through `catchUp`. A hidden or prerendering page does nothing, so no hidden tab asks the server
 * anything; a visible one hears another tab's change at once, through the `storage` event.
 * Returns the cleanup.
 */
export function watchFreshness(catchUp: (kind: ChangeKind, source: CatchUpSource) => void, shownAt: number): () => void {
  const shown: Record<ChangeKind, number> = { cart: shownAt, wishlist: shownAt };
  const check = () => {
    if (document.visibilityState !== 'visible' || prerendering()) return;
    for (const kind of CHANGE_KINDS) {
      const stamp = lastChangeElsewhere(kind);
      if (!stamp || stamp.at <= shown[kind]) continue;
      shown[kind] = stamp.at;
      catchUp(kind, stamp.thisTab ? 'restored' : 'other-tab');
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (kindOfKey(event.key)) check();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) check();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('prerenderingchange', check);
  // What changed between this page's request and now: another tab's add while it loaded, all that
  // changed since a page Back took from the HTTP cache was first loaded, or, on a page left and
  // brought back before this started, since it was left.
  check();
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('prerenderingchange', check);
  };
}
