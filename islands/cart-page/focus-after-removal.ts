/**
 * Where focus goes when a line is removed: read from the page as it was when the removal was asked
 * for, since the answer takes the line (and maybe others) away. Each line's is the next line, else
 * the previous one, else null.
 */
export function lineNeighbours(cart: ParentNode): Map<HTMLElement, HTMLElement | null> {
  const lines = [...cart.querySelectorAll<HTMLElement>('[data-line-id]')];
  return new Map(lines.map((line, i) => [line, lines[i + 1] ?? lines[i - 1] ?? null]));
}

/**
 * After `line` is gone: focus that was in it (or went with it) moves to the quantity of `next`, or to
 * the empty-cart message when the cart is `emptied`. Focus the shopper has since taken elsewhere stays.
 */
export function focusAfterRemoval(cart: ParentNode, line: HTMLElement, next: HTMLElement | null, emptied: boolean): void {
  const active = document.activeElement;
  const focusWasInLine = active === document.body || line.contains(active) || !active?.isConnected;
  if (!focusWasInLine) return;
  const target = emptied ? cart.querySelector<HTMLElement>('.cart-empty') : next?.isConnected ? next.querySelector<HTMLElement>('input[name="amount"]') : null;
  target?.focus();
}
