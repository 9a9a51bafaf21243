/**
 * Keeps the shopper's place across a swap. A focused control the morph kept as it was keeps focus (one
 * it moved, a card gone up the grid, gets it back). One that is gone, or that the morph made into
 * something else (a page link matched by its place, now another page's), is found again in the new
 * markup by its id; when it has none, focus moves to the fallback (the listing heading). Focus
 * outside the swapped parts is left alone.
 */
export function rememberFocus(swapped: readonly Element[]): { restore: (fallback: HTMLElement | null) => void } {
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && swapped.some((part) => part.contains(active));
  const before = inside ? active.outerHTML : '';
  return {
    restore(fallback) {
      if (!inside) return;
      const kept = active.isConnected && active.outerHTML === before;
      const again = kept ? active : active.id ? document.getElementById(active.id) : null;
      if (document.activeElement !== again) (again ?? fallback)?.focus();
    },
  };
}
