/**
 * Where focus goes when a line is removed: read from the page as it was when the removal was asked
 * for, since the answer takes the line (and maybe others) away. Each line's is the next line, else
 * the previous one, else null.
 */
export function lineNeighbours(cart: ParentNode): Map<HTMLElement, HTMLElement | null> {
  const lines = [...cart.querySelectorAll<HTMLElement>('[data-line-id]')];
  return new Map(lines.map((line, i) => [line, lines[i + 1] ?? lines[i - 1] ?? null]));
}

/** Focus that is nowhere the shopper chose: on the body, or on a node that left the page. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * Once the answer to the removal of `line` is in (the island takes the lines in `removed` away in its
 * next render): focus that was in it moves to the quantity of `next`, unless that line goes too.
 * Focus the shopper has since taken elsewhere stays.
 */
export function focusAfterRemoval(line: HTMLElement, next: HTMLElement | null, removed: readonly string[]): void {
  if (!focusLost() && !line.contains(document.activeElement)) return;
  const nextGoes = !next?.isConnected || removed.includes(next.getAttribute('data-line-id') ?? '');
  if (!nextGoes) next.querySelector<HTMLElement>('input[name="amount"]')?.focus();
}

/**
 * Once the server's empty-cart part is in: focus lost with the lines moves to it, whatever the
 * theme calls it. A part the theme did not make focusable becomes so for scripts only (tabindex -1),
 * as the WAI-ARIA practices do with a message that takes focus.
 */
export function focusEmptyCart(part: Element | null): void {
  if (!(part instanceof HTMLElement) || !focusLost()) return;
  if (!part.hasAttribute('tabindex')) part.tabIndex = -1;
  part.focus();
}
