import { productVariant, type VariantView } from '../state/product-variant';
import { useAwake } from './awake';

/**
 * What a product part (price, name, codes, availability) shows of the chosen variant: nothing in the
 * render that hydrates the server's nodes, which must reproduce their text. An adopted element
 * suppresses hydration warnings, so React would keep the server's text there without a word and never
 * write the variant's: a variant answered before the part woke is shown from the awake render on.
 */
export function useVariantView(productId: number): VariantView | undefined {
  const view = productVariant(productId)?.view;
  return useAwake() ? view : undefined;
}
