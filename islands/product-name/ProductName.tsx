import { useSignals } from '@preact/signals-react/runtime';
import { useVariantView } from '../../shared/ui/use-variant-view';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readName, type NameMarkup } from './read-name';
import { productNameSchema } from './schema';

export const schema = productNameSchema;

type Props = PropsOf<typeof productNameSchema> & NameMarkup & IslandProps;

export const read = readName;

/**
 * The product's name (the page's heading, say), as the chosen variant names it: the hook's text node
 * is hydrated and then holds the variant's name, the server's until a variant has been answered for.
 */
export default function ProductName({ productId, name }: Props) {
  useSignals();
  return useVariantView(productId)?.name ?? name;
}
