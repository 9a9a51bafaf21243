import { effect } from '@preact/signals-react';
import type { WishlistEntry } from '../../shared/api/types';
import { wishlist } from '../../shared/state/wishlist';

const HOOK_SELECTOR = '[data-island="wishlist-toggle"][data-product-id]';

/** Sets every wishlist toggle under `root` from the list: aria-pressed and the heart. */
export function renderToggles(list: readonly WishlistEntry[], root: ParentNode = document): void {
  const ids = new Set(list.map((entry) => entry.id));
  root.querySelectorAll<HTMLElement>(HOOK_SELECTOR).forEach((hook) => {
    const button = hook.querySelector('.wishlist-toggle');
    if (!button) return;
    const pressed = ids.has(Number(hook.dataset.productId));
    button.setAttribute('aria-pressed', String(pressed));
    button.textContent = pressed ? '♥' : '♡';
  });
}

let started = false;

/**
 * One effect for the whole page, started by the first toggle that wakes: it also sets the toggles
 * still asleep (hundreds on a listing), so the same product shown twice never disagrees with itself.
 */
export function keepTogglesInStep(): void {
  if (started) return;
  started = true;
  effect(() => renderToggles(wishlist.value));
}
