import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useVariantView } from '../../shared/ui/use-variant-view';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readCodes, type CodesMarkup } from './read-codes';
import type { productCodesSchema } from './schema';

type Props = PropsOf<typeof productCodesSchema> & CodesMarkup & IslandProps;

export const read = readCodes;

/**
 * The chosen variant's SKU and EAN in the theme's codes block: only the texts of `[data-sku]` and
 * `[data-ean]` are React's; the labels and everything else around them stay the theme's nodes.
 */
export default function ProductCodes({ productId, nodes, sku, ean }: Props) {
  useSignals();
  const view = useVariantView(productId);
  const owned = new Map<Element, ReactNode>();
  if (sku) owned.set(sku.element, <Adopt node={sku.element}>{view?.sku ?? sku.text}</Adopt>);
  if (ean) owned.set(ean.element, <Adopt node={ean.element}>{view?.ean ?? ean.text}</Adopt>);
  return adoptNodes(nodes, owned);
}
