import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { ownTextRows, type ShownText } from '../../shared/ui/text-rows';
import { useVariantView } from '../../shared/ui/use-variant-view';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readAvailability, type AvailabilityMarkup } from './read-availability';
import { productAvailabilitySchema } from './schema';

export const schema = productAvailabilitySchema;

type Props = PropsOf<typeof productAvailabilitySchema> & AvailabilityMarkup & IslandProps;

export const read = readAvailability;

/**
 * The chosen variant's availability in the theme's block: its state, description, the number of
 * working days (the number alone: the words around it and their grammar are the theme's) and the
 * colour of its swatch; the state's or the description's row hidden while the variant's is empty.
 * Every other node stays the theme's.
 */
export default function ProductAvailability({ productId, nodes, text, description, days, color }: Props) {
  useSignals();
  const shown = useVariantView(productId)?.availability;
  // The server's value until a variant is shown.
  const attribute = (chosen: string | null | undefined, server: string | null) => chosen ?? server ?? undefined;
  const owned = new Map<Element, ReactNode>();
  if (days) {
    const number = shown && String(shown.days);
    owned.set(
      days.element,
      <Adopt node={days.element} data-availability-days={attribute(number, days.value)}>
        {number ?? days.text}
      </Adopt>,
    );
  }
  if (color) owned.set(color.element, <Adopt node={color.element} fill={attribute(shown?.color, color.fill)} />);
  // Last: a row adopts around the parts inside it (the swatch beside the state's words).
  const texts: ShownText[] = [];
  if (text) texts.push({ slot: text, text: shown?.text });
  if (description) texts.push({ slot: description, text: shown?.description });
  ownTextRows(owned, texts);
  return adoptNodes(nodes, owned);
}
