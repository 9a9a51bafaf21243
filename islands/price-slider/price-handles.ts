/**
 * The two nouislider handles as the WAI-ARIA multi-thumb slider the filter needs: named, valued in
 * whole złoty with the value as text ("120 zł"), moved by arrows (1 zł), Page Up/Down and Home/End.
 */
import noUiSlider, { type API } from 'nouislider';
import { message } from '../../shared/messages/message';
import { drawableBounds, type Bounds, type PriceRange } from './price-range';

/** Page Up/Down move a handle this many steps of 1 zł (arrows move one). */
const PAGE_STEPS = 10;

export function createPriceHandles(track: HTMLElement, start: PriceRange, bounds: Bounds): API {
  const drawn = drawableBounds(bounds);
  const handles = noUiSlider.create(track, {
    start: [start.from, start.to],
    connect: true,
    step: 1,
    range: { min: drawn.min, max: drawn.max },
    keyboardPageMultiplier: PAGE_STEPS,
    format: { to: (value) => Math.round(value), from: Number },
    // The currency as every price says it (price.amount), in whole złoty: "120 zł".
    ariaFormat: { to: (value) => message('price.amount', { amount: Math.round(value) }), from: Number },
    handleAttributes: [{ 'aria-label': message('price-slider.min') }, { 'aria-label': message('price-slider.max') }],
  });
  if (bounds.max === bounds.min) handles.disable();
  return handles;
}

/** New bounds for the handles, which keep their values (the caller clamps and sets them). */
export function setHandleBounds(handles: API, bounds: Bounds): void {
  const drawn = drawableBounds(bounds);
  handles.updateOptions({ range: { min: drawn.min, max: drawn.max } }, false);
  if (bounds.max === bounds.min) handles.disable();
  else handles.enable();
}

/** Where the handles are, in whole złoty. */
export function handleRange(handles: API, bounds: Bounds): PriceRange {
  const [from, to] = handles.get(true) as number[];
  return { from: Math.round(from ?? bounds.min), to: Math.round(to ?? bounds.max) };
}
