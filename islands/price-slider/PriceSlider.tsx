import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { swappedListing } from '../../shared/state/listing';
import { priceBounds } from '../../shared/state/price-bounds';
import { Added, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { startPriceFilter, type PriceFilter } from './price-filter';
import { createPriceHandles } from './price-handles';
import { correctRange, parsePrice, wholeBounds } from './price-range';
import { readQueryParam } from './query-param';
import { readPriceSlider, type PriceSliderMarkup } from './read-price-slider';
import { priceSliderSchema } from './schema';

export const schema = priceSliderSchema;

type Props = PropsOf<typeof priceSliderSchema> & PriceSliderMarkup & IslandProps;

export const read = readPriceSlider;

/**
 * The price filter: the server's lower and upper inputs, adopted as they are, and below them a
 * two-handle nouislider, drawn once the island is awake, that follows them, the priceBounds signal
 * when advanced search sets it, and the range of the listing a swap put on screen around it.
 */
export default function PriceSlider({ priceMin, priceMax, autoSubmit, inputs, nodes }: Props) {
  useSignals();
  const awake = useAwake();
  const given = priceBounds.value;
  const swapped = swappedListing.value;
  const trackRef = useRef<HTMLDivElement>(null);
  const filter = useRef<PriceFilter | null>(null);

  // As the track is drawn (awake), before the first paint, in the room the hook's CSS reserves, so waking shifts nothing.
  useLayoutEffect(() => {
    if (!trackRef.current) return undefined;
    const bounds = { min: priceMin, max: priceMax };
    const applied = correctRange(parsePrice(readQueryParam('priceFrom')), parsePrice(readQueryParam('priceTo')), bounds);
    const handles = createPriceHandles(trackRef.current, applied, bounds);
    const started = startPriceFilter(handles, inputs, { bounds, applied, autoSubmit });
    filter.current = started;
    return () => {
      filter.current = null;
      started.stop();
      handles.destroy();
    };
  }, [awake, inputs, priceMin, priceMax, autoSubmit]);

  // Again once awake: bounds set before the slider woke (a category chosen first) found no slider to follow them.
  useLayoutEffect(() => {
    if (given) filter.current?.follow(wholeBounds(given));
  }, [given, awake]);

  useLayoutEffect(() => {
    if (swapped !== null) filter.current?.apply(new URL(swapped, location.href).search);
  }, [swapped]);

  return (
    <>
      {adoptNodes(nodes)}
      <Added>
        <div ref={trackRef} className="sf-price-slider" />
      </Added>
    </>
  );
}
