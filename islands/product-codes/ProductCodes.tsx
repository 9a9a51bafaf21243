import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { adoptNodes } from '../../shared/ui/adopt';
import { ownTextRows, type ShownText } from '../../shared/ui/text-rows';
import { useVariantView } from '../../shared/ui/use-variant-view';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readCodes, type CodesMarkup } from './read-codes';
import { productCodesSchema } from './schema';

export const schema = productCodesSchema;

type Props = PropsOf<typeof productCodesSchema> & CodesMarkup & IslandProps;

export const read = readCodes;

/**
 * The chosen variant's SKU and EAN in the theme's codes block: only the texts of `[data-sku]` and
 * `[data-ean]` are React's, and the `hidden` of their rows while the variant's code is empty; the
 * labels and everything else around them stay the theme's nodes.
 */
export default function ProductCodes({ productId, nodes, sku, ean }: Props) {
  useSignals();
  const view = useVariantView(productId);
  const shown: ShownText[] = [];
  if (sku) shown.push({ slot: sku, text: view?.sku });
  if (ean) shown.push({ slot: ean, text: view?.ean });
  const owned = new Map<Element, ReactNode>();
  ownTextRows(owned, shown);
  return adoptNodes(nodes, owned);
}
