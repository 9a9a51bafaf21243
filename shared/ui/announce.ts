/**
 * The one polite live region for "it worked / it failed" messages (wishlist, cart, result counts,
 * suggestions), so screen readers hear one voice instead of a region per island.
 */
let region: HTMLElement | null = null;
let fillTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A live region speaks only changes made after it is in the accessibility tree, and the same text
 * twice is no change: so the region is emptied now and filled a moment later.
 */
export const ANNOUNCE_FILL_DELAY_MS = 100;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'sf-visually-hidden';
  region.setAttribute('role', 'status');
  region.dataset.sfAnnouncer = '';
  document.body.append(region);
  return region;
}

/** Announces `message` politely; a newer message replaces one not yet spoken. */
export function announce(message: string): void {
  const target = liveRegion();
  target.textContent = '';
  clearTimeout(fillTimer);
  fillTimer = setTimeout(() => (target.textContent = message), ANNOUNCE_FILL_DELAY_MS);
}
