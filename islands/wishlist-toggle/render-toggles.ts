import { effect } from '@preact/signals-react';
import type { WishlistEntry } from '../../shared/api/types';
import { wishlist } from '../../shared/state/wishlist';

/** Toggles with no island yet: still the server's markup. A mounted one's state is React's to render. */
const SLEEPING_SELECTOR = '[data-island="wishlist-toggle"][data-product-id]:not([data-island-state="mounted"])';

/**
 * Sets every sleeping wishlist toggle under `root` from the list: its aria-pressed (the theme draws
 * the heart, or whatever it shows, from it). Only a
 * toggle that disagrees is written, so a change on a listing of 2,000 cards is one query, not 2,000
 * writes. A woken toggle is skipped: React renders its button's state from the same signal, and
 * nothing else may.
 */
export function renderToggles(list: readonly WishlistEntry[], root: ParentNode = document): void {
  const ids = new Set(list.map((entry) => entry.id));
  root.querySelectorAll<HTMLElement>(SLEEPING_SELECTOR).forEach((hook) => {
    const button = hook.querySelector('.wishlist-toggle');
    const pressed = ids.has(Number(hook.dataset.productId));
    if (!button || button.getAttribute('aria-pressed') === String(pressed)) return;
    button.setAttribute('aria-pressed', String(pressed));
  });
}

let started = false;

/**
 * One effect for the whole page, started by the first toggle that wakes. A toggle wakes on a touch,
 * so most of a listing's (up to 2,000) have no island, and no React to render them; yet toggling one
 * product must not leave a stale state on another copy of it still asleep. This one pass keeps those
 * in step, however many toggles are awake.
 */
export function keepTogglesInStep(): void {
  if (started) return;
  started = true;
  effect(() => renderToggles(wishlist.value));
}
