import type { ReactNode } from 'react';
import { Adopt, adoptNodes } from './adopt';
import type { TextRow } from './text-row';

/** A slot and the text to show in it: undefined while the server's text stands (no variant shown yet). */
export interface ShownText {
  slot: TextRow;
  text: string | undefined;
}

const depth = (node: Node) => {
  let count = 0;
  for (let parent = node.parentNode; parent; parent = parent.parentNode) count += 1;
  return count;
};

/**
 * Renders each slot's text into `owned`, and its row `hidden` while the shown text is empty (ASP.NET
 * sends `""` for a code a variant lacks): hidden, never removed, since the next variant may have it.
 * A row shared by several slots hides when all are empty. Until a variant is shown a row keeps the
 * `hidden` the server gave it. Call it after owning everything else inside the
 * rows (a swatch): rows adopt around what `owned` holds, the innermost first.
 */
export function ownTextRows(owned: Map<Element, ReactNode>, shown: readonly ShownText[]): void {
  const rows = new Map<Element, ShownText[]>();
  for (const part of shown) {
    rows.set(part.slot.row, [...(rows.get(part.slot.row) ?? []), part]);
    if (part.slot.row !== part.slot.element) owned.set(part.slot.element, <Adopt node={part.slot.element}>{part.text ?? part.slot.text}</Adopt>);
  }
  for (const [row, parts] of [...rows].sort(([a], [b]) => depth(b) - depth(a))) {
    const [{ slot, text }] = parts as [ShownText];
    const chosen = parts.some((part) => part.text !== undefined);
    const hidden = chosen ? parts.every((part) => (part.text ?? '').trim() === '') : slot.rowHidden;
    owned.set(row, <Adopt node={row} hidden={hidden}>{row === slot.element ? (text ?? slot.text) : adoptNodes(slot.rowNodes, owned)}</Adopt>);
  }
}
