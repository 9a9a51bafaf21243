import { effect } from '@preact/signals-react';
import type { WishlistEntry } from '../../shared/api/types';
import { wishlist } from '../../shared/state/wishlist';
import { heartOf } from './heart';

/** Toggles with no island yet: still the server's markup. A mounted one is React's to draw. */
const SLEEPING_SELECTOR = '[data-island="wishlist-toggle"][data-product-id]:not([data-island-state="mounted"])';

/**
 * Sets every sleeping wishlist toggle under `root` from the list: aria-pressed and the heart. Only a
 * toggle that disagrees is written, so a change on a listing of 2,000 cards is one query, not 2,000
 * writes. A woken toggle is skipped: React draws its button from the same signal, and nothing else may.
 */
export function renderToggles(list: readonly WishlistEntry[], root: ParentNode = document): void {
  const ids = new Set(list.map((entry) => entry.id));
  root.querySelectorAll<HTMLElement>(SLEEPING_SELECTOR).forEach((hook) => {
    const button = hook.querySelector('.wishlist-toggle');
    const pressed = ids.has(Number(hook.dataset.productId));
    if (!button || button.getAttribute('aria-pressed') === String(pressed)) return;
    button.setAttribute('aria-pressed', String(pressed));
    button.textContent = heartOf(pressed);
  });
}

let started = false;

/**
 * One effect for the whole page, started by the first toggle that wakes. A toggle wakes on a touch,
 * so most of a listing's (up to 2,000) have no island, and no React to draw them; yet toggling one
 * product must not leave a stale heart on another copy of it still asleep. This one pass keeps those
 * in step, however many toggles are awake.
 */
export function keepTogglesInStep(): void {
  if (started) return;
  started = true;
  effect(() => renderToggles(wishlist.value));
}
