/**
 * Keeps the shopper's place across a swap: a focused control inside a replaced part is found again
 * in the new markup by its id; when it has none, or is gone, focus moves to the fallback (the
 * listing heading). Focus outside the replaced parts is left alone.
 */
export function rememberFocus(replaced: readonly Element[]): { restore: (fallback: HTMLElement | null) => void } {
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && replaced.some((part) => part.contains(active));
  const id = inside ? active.id : '';
  return {
    restore(fallback) {
      if (!inside) return;
      const again = id ? document.getElementById(id) : null;
      (again ?? fallback)?.focus();
    },
  };
}
