import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { productVariant } from '../../shared/state/product-variant';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useVariantView } from '../../shared/ui/use-variant-view';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readPrice, type PriceMarkup, type PricePart } from './read-price';
import { productPriceSchema } from './schema';

export const schema = productPriceSchema;

type Props = PropsOf<typeof productPriceSchema> & PriceMarkup & IslandProps;

export const read = readPrice;

/** The class the price box takes while a chosen variant loads. */
const UPDATING_CLASS = 'is-updating';

/**
 * The chosen variant's price in the theme's own markup: the texts of the current price, the old price
 * and the discount (the theme's `<strong>`, `<s>`, `<em>` stay the same nodes), a part the variant
 * lacks hidden, never removed, since the next variant may have it; and, while a choice loads, the box
 * busy. Until a variant has been answered for, the server's price stands as it is.
 */
export default function ProductPrice({ productId, nodes, box, current, old, discount }: Props) {
  useSignals();
  const view = useVariantView(productId);
  const busy = productVariant(productId)?.status === 'pending';
  const owned = new Map<Element, ReactNode>([[current.element, <Adopt node={current.element}>{view?.price ?? current.text}</Adopt>]]);
  const part = (price: PricePart | null, shown: string | null | undefined) => {
    if (!price) return;
    const text = shown ?? price.text.text;
    const inside = price.text.element !== price.element;
    if (inside) owned.set(price.text.element, <Adopt node={price.text.element}>{text}</Adopt>);
    owned.set(
      price.element,
      // Hidden, never removed: the node must be there for the next variant that has this part.
      <Adopt node={price.element} hidden={view ? shown === null : price.hidden}>
        {inside ? adoptNodes(price.nodes, owned) : text}
      </Adopt>,
    );
  };
  part(old, view?.oldPrice);
  part(discount, view?.discount);
  const className = [box.className, busy && UPDATING_CLASS].filter(Boolean).join(' ') || undefined;
  owned.set(
    box.element,
    <Adopt node={box.element} className={className} aria-busy={busy ? 'true' : undefined} data-product-price={view?.priceValue ?? box.value ?? undefined}>
      {adoptNodes(box.nodes, owned)}
    </Adopt>,
  );
  return adoptNodes(nodes, owned);
}
