import { textRow, type TextRow } from '../../shared/ui/text-row';

/** The server's codes block: all its nodes, adopted as they are, and the two texts the island renders, each with its row. */
export interface CodesMarkup {
  nodes: readonly Node[];
  sku: TextRow | null;
  ean: TextRow | null;
}

export function readCodes(element: HTMLElement): CodesMarkup {
  const sku = textRow(element, 'data-sku');
  const ean = textRow(element, 'data-ean');
  if (!sku && !ean) throw new Error('the hook holds neither [data-sku] nor [data-ean]');
  return { nodes: [...element.childNodes], sku, ean };
}
