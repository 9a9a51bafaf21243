import type { PriceInputs } from './price-filter';

/** The hook's server content, kept as it is around the handles, and the two price inputs in it. */
export interface PriceSliderMarkup {
  inputs: PriceInputs;
  nodes: readonly Node[];
}

function findInput(element: HTMLElement, name: string): HTMLInputElement {
  const input = element.querySelector(`input[name="${name}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`the hook must contain an <input name="${name}">`);
  return input;
}

export function readPriceSlider(element: HTMLElement, props: { priceMin: number; priceMax: number }): PriceSliderMarkup {
  if (props.priceMax < props.priceMin) throw new Error(`data-price-max (${props.priceMax}) is below data-price-min (${props.priceMin})`);
  return { inputs: { from: findInput(element, 'priceFrom'), to: findInput(element, 'priceTo') }, nodes: [...element.childNodes] };
}
