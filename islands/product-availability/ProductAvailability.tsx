import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import { useVariantView } from '../../shared/ui/use-variant-view';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readAvailability, type AvailabilityMarkup } from './read-availability';
import type { productAvailabilitySchema } from './schema';

type Props = PropsOf<typeof productAvailabilitySchema> & AvailabilityMarkup & IslandProps;

export const read = readAvailability;

/**
 * The chosen variant's availability in the theme's block: its state, description, the number of
 * working days (the number alone: the words around it and their grammar are the theme's) and the
 * colour of its swatch. Every other node stays the theme's.
 */
export default function ProductAvailability({ productId, nodes, text, description, days, color }: Props) {
  useSignals();
  const awake = useAwake();
  const shown = useVariantView(productId)?.availability;
  // Attributes only from the awake render on (hydration sets none); the server's value until a variant is shown.
  const attribute = (chosen: string | null | undefined, server: string | null) => (awake ? (chosen ?? server ?? undefined) : undefined);
  const owned = new Map<Element, ReactNode>();
  if (text) owned.set(text.element, <Adopt node={text.element}>{shown?.text ?? text.text}</Adopt>);
  if (description) owned.set(description.element, <Adopt node={description.element}>{shown?.description ?? description.text}</Adopt>);
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
  return adoptNodes(nodes, owned);
}
