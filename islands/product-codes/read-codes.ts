import { textSlot, type TextSlot } from '../../shared/ui/text-slot';

/** The server's codes block: all its nodes, adopted as they are, and the two texts the island renders. */
export interface CodesMarkup {
  nodes: readonly Node[];
  sku: TextSlot | null;
  ean: TextSlot | null;
}

export function readCodes(element: HTMLElement): CodesMarkup {
  const sku = textSlot(element, '[data-sku]');
  const ean = textSlot(element, '[data-ean]');
  if (!sku && !ean) throw new Error('the hook holds neither [data-sku] nor [data-ean]');
  return { nodes: [...element.childNodes], sku, ean };
}
