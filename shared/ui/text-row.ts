import { textSlot, type TextSlot } from './text-slot';

/** A text slot and what hides with it when the text is empty, so no label of the theme's is left bare. */
export interface TextRow extends TextSlot {
  /** The closest `[data-…-row]` around the slot inside the hook (`data-ean-row` for `data-ean`), else the slot itself. */
  row: Element;
  /** The row's child nodes, adopted around the slot; none when the row is the slot. */
  rowNodes: readonly Node[];
  /** Whether the server sent the row `hidden`: it stays so until a variant is shown. */
  rowHidden: boolean;
}

/**
 * Finds the text slot `[attribute]` in the hook and its row `[attribute-row]`: the element holding the
 * slot with the theme's label and words around it ("EAN" and the code), hidden as one. A row marked
 * in the hook that holds no slot is a mistake in the theme, and named.
 */
export function textRow(hook: Element, attribute: string): TextRow | null {
  const slot = textSlot(hook, `[${attribute}]`);
  const rowSelector = `[${attribute}-row]`;
  const marked = slot?.element.parentElement?.closest(rowSelector);
  const row = marked && marked !== hook && hook.contains(marked) ? marked : null;
  if (!row && hook.querySelector(rowSelector)) throw new Error(`${rowSelector} must hold the hook's [${attribute}]`);
  if (!slot) return null;
  const element = row ?? slot.element;
  return { ...slot, row: element, rowNodes: row ? [...row.childNodes] : [], rowHidden: element.hasAttribute('hidden') };
}
