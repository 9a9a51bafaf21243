/** The hook's nodes, adopted as the theme wrote them, and the one element whose text is the count. */
export interface CountSlotMarkup {
  nodes: readonly Node[];
  slot: Element;
}

export function readCountSlot(element: HTMLElement, props: { slot: string }): CountSlotMarkup {
  const slot = element.querySelector(props.slot);
  if (!slot) throw new Error(`no element matching data-slot "${props.slot}" inside the hook, for the count`);
  return { nodes: [...element.childNodes], slot };
}
