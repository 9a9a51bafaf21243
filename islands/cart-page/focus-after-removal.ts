/** A line as the focus moves after a removal: its element and its quantity field. */
export interface FocusLine {
  id: string;
  element: HTMLElement;
  field: HTMLInputElement | null;
}

/**
 * Where focus goes when `line` is removed, from the lines still in the cart when the removal was asked
 * for (the answer may take others away too): the next line, else the previous one, else none.
 */
export function neighbourOf<L extends FocusLine>(lines: readonly L[], line: L): L | null {
  const at = lines.indexOf(line);
  return lines[at + 1] ?? lines[at - 1] ?? null;
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
export function focusAfterRemoval(line: FocusLine, next: FocusLine | null, removed: readonly string[]): void {
  if (!focusLost() && !line.element.contains(document.activeElement)) return;
  if (next?.element.isConnected && !removed.includes(next.id)) next.field?.focus();
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
