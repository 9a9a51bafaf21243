import { effect } from '@preact/signals-react';
import noUiSlider from 'nouislider';
import { CURRENCY_LABEL, PRICE_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { priceBounds } from '../../shared/state/price-bounds';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { correctRange, drawableBounds, fieldValue, parsePrice, type Bounds, type PriceRange } from './price-range';
import { readQueryParam } from './query-param';
import type { priceSliderSchema } from './schema';

/** Page Up/Down move a handle this many steps of 1 zł (arrows move one). */
const PAGE_STEPS = 10;

const findInput = (element: HTMLElement, name: string): HTMLInputElement => {
  const input = element.querySelector(`input[name="${name}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`the hook must contain an <input name="${name}">`);
  return input;
};

const priceSlider: IslandModule<PropsOf<typeof priceSliderSchema>> = {
  mount(element, props) {
    if (props.priceMax < props.priceMin) throw new Error(`data-price-max (${props.priceMax}) is below data-price-min (${props.priceMin})`);
    const inputs = { from: findInput(element, 'priceFrom'), to: findInput(element, 'priceTo') };
    const form = element.closest('form');
    let bounds: Bounds = { min: props.priceMin, max: props.priceMax };
    // What the listing on screen was filtered by: an unchanged range is not sent again.
    let applied = correctRange(parsePrice(readQueryParam('priceFrom')), parsePrice(readQueryParam('priceTo')), bounds);

    const track = document.createElement('div');
    track.className = 'sf-price-slider';
    element.append(track);
    const drawn = drawableBounds(bounds);
    const slider = noUiSlider.create(track, {
      start: [applied.from, applied.to],
      connect: true,
      step: 1,
      range: { min: drawn.min, max: drawn.max },
      keyboardPageMultiplier: PAGE_STEPS,
      format: { to: (value) => Math.round(value), from: Number },
      ariaFormat: { to: (value) => `${Math.round(value)} ${CURRENCY_LABEL}`, from: Number },
      handleAttributes: [{ 'aria-label': 'Cena minimalna' }, { 'aria-label': 'Cena maksymalna' }],
    });
    if (bounds.max === bounds.min) slider.disable();

    const show = (range: PriceRange, moveHandles: boolean) => {
      inputs.from.value = fieldValue(range.from, bounds.min);
      inputs.to.value = fieldValue(range.to, bounds.max);
      if (moveHandles) slider.set([range.from, range.to], false);
    };
    /** Corrects what was typed (letters, decimals, out of range, lower above upper) in place. */
    const correct = (changed: 'from' | 'to'): PriceRange => {
      const range = correctRange(parsePrice(inputs.from.value), parsePrice(inputs.to.value), bounds, changed);
      show(range, true);
      return range;
    };
    const submitIfChanged = (range: PriceRange) => {
      if (!props.autoSubmit || !form || (range.from === applied.from && range.to === applied.to)) return;
      applied = range;
      form.requestSubmit();
    };
    // The inputs start from the same query as the handles (the spec's reader), whatever the markup says.
    show(applied, false);
    let lastChanged: 'from' | 'to' = 'from';
    const settle = debounce(() => submitIfChanged(correct(lastChanged)), PRICE_DEBOUNCE_MS);

    const handleValues = (): PriceRange => {
      const [from, to] = slider.get(true) as number[];
      return { from: Math.round(from ?? bounds.min), to: Math.round(to ?? bounds.max) };
    };
    slider.on('slide', () => show(handleValues(), false));
    slider.on('change', (_values, handle) => {
      lastChanged = handle === 0 ? 'from' : 'to';
      settle();
    });

    const onInput = (event: Event) => {
      lastChanged = event.target === inputs.to ? 'to' : 'from';
      settle();
    };
    const onBlur = (event: Event) => correct(event.target === inputs.to ? 'to' : 'from');
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') correct(event.target === inputs.to ? 'to' : 'from');
    };
    // The form is sent by its button or Enter: correct first, and let no pending timer send it again.
    const onSubmit = () => {
      settle.cancel();
      applied = correct(lastChanged);
    };
    for (const input of [inputs.from, inputs.to]) {
      input.addEventListener('input', onInput);
      input.addEventListener('change', onBlur);
      input.addEventListener('keydown', onKeydown);
    }
    // The island corrects what the browser's validation would only refuse (a decimal, 99999).
    const validated = form?.noValidate;
    if (form) form.noValidate = true;
    form?.addEventListener('submit', onSubmit);

    const stopBounds = effect(() => {
      const next = priceBounds.value;
      if (!next) return;
      bounds = { min: Math.floor(next.min), max: Math.max(Math.floor(next.min), Math.ceil(next.max)) };
      const range = drawableBounds(bounds);
      slider.updateOptions({ range: { min: range.min, max: range.max } }, false);
      if (bounds.max === bounds.min) slider.disable();
      else slider.enable();
      for (const input of [inputs.from, inputs.to]) {
        input.min = String(bounds.min);
        input.max = String(bounds.max);
      }
      inputs.from.placeholder = String(bounds.min);
      inputs.to.placeholder = String(bounds.max);
      show(correctRange(parsePrice(inputs.from.value), parsePrice(inputs.to.value), bounds), true);
    });

    return () => {
      stopBounds();
      settle.cancel();
      for (const input of [inputs.from, inputs.to]) {
        input.removeEventListener('input', onInput);
        input.removeEventListener('change', onBlur);
        input.removeEventListener('keydown', onKeydown);
      }
      form?.removeEventListener('submit', onSubmit);
      if (form && validated !== undefined) form.noValidate = validated;
      slider.destroy();
      track.remove();
    };
  },
};

export default priceSlider;
