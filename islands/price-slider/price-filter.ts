import type { API } from 'nouislider';
import { PRICE_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { handleRange, setHandleBounds } from './price-handles';
import { correctRange, fieldValue, parsePrice, type Bounds, type PriceRange } from './price-range';
import { readQueryParam } from './query-param';

/** The server's own price inputs: kept as they are, a shopper may type into them before the island wakes. */
export interface PriceInputs {
  from: HTMLInputElement;
  to: HTMLInputElement;
}

type Side = keyof PriceInputs;

export interface PriceFilterStart {
  bounds: Bounds;
  /** What the listing on screen is filtered by: an unchanged range is not sent again. */
  applied: PriceRange;
  autoSubmit: boolean;
}

export interface PriceFilter {
  /** New bounds: the handles' range and the inputs' limits follow, the values are clamped, nothing is sent. */
  follow(bounds: Bounds): void;
  /**
   * The listing on screen is filtered by the query `search` now (a swap kept the slider: Back, a pill):
   * the inputs and handles show its range, which counts as sent, a send still waiting dropped. The range
   * already applied changes nothing, so a swap the slider itself sent leaves a handle moved meanwhile.
   */
  apply(search: string): void;
  stop(): void;
}

/**
 * Ties the inputs and the handles together. What is typed is corrected in place (letters, decimals,
 * out of range, lower above upper) on blur, Enter, submit, or PRICE_DEBOUNCE_MS after the last change
 * of either; then the form is sent, when the range differs from the applied one. A value typed before
 * the island woke counts as typed now: the handles follow it and the form is sent once, after the pause.
 */
export function startPriceFilter(handles: API, inputs: PriceInputs, start: PriceFilterStart): PriceFilter {
  const form = inputs.from.form;
  let { bounds, applied } = start;
  let lastChanged: Side = 'from';
  const sideOf = (target: EventTarget | null): Side => (target === inputs.to ? 'to' : 'from');

  const show = (range: PriceRange, moveHandles: boolean) => {
    inputs.from.value = fieldValue(range.from, bounds.min);
    inputs.to.value = fieldValue(range.to, bounds.max);
    if (moveHandles) handles.set([range.from, range.to], false);
  };
  const correct = (changed: Side): PriceRange => {
    const range = correctRange(parsePrice(inputs.from.value), parsePrice(inputs.to.value), bounds, changed);
    show(range, true);
    return range;
  };
  const settle = debounce(() => {
    const range = correct(lastChanged);
    if (!start.autoSubmit || !form || (range.from === applied.from && range.to === applied.to)) return;
    applied = range;
    form.requestSubmit();
  }, PRICE_DEBOUNCE_MS);
  const changed = (side: Side) => {
    lastChanged = side;
    settle();
  };

  handles.on('slide', () => show(handleRange(handles, bounds), false));
  handles.on('change', (_values, handle) => changed(handle === 0 ? 'from' : 'to'));
  const onInput = (event: Event) => changed(sideOf(event.target));
  const onBlur = (event: Event) => correct(sideOf(event.target));
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') correct(sideOf(event.target));
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

  const typed = (['from', 'to'] as const).filter((side) => inputs[side].value !== inputs[side].defaultValue);
  // An untouched input starts from the same query as the handles, whatever the markup says.
  if (!typed.includes('from')) inputs.from.value = fieldValue(applied.from, bounds.min);
  if (!typed.includes('to')) inputs.to.value = fieldValue(applied.to, bounds.max);
  const typing = typed.at(-1);
  if (typing) changed(typing);

  return {
    follow(next) {
      bounds = next;
      setHandleBounds(handles, bounds);
      for (const input of [inputs.from, inputs.to]) {
        input.min = String(bounds.min);
        input.max = String(bounds.max);
      }
      inputs.from.placeholder = String(bounds.min);
      inputs.to.placeholder = String(bounds.max);
      show(correctRange(parsePrice(inputs.from.value), parsePrice(inputs.to.value), bounds), true);
    },
    apply(search) {
      const range = correctRange(parsePrice(readQueryParam('priceFrom', search)), parsePrice(readQueryParam('priceTo', search)), bounds);
      if (range.from === applied.from && range.to === applied.to) return;
      settle.cancel();
      applied = range;
      show(range, true);
    },
    stop() {
      settle.cancel();
      handles.off('slide');
      handles.off('change');
      for (const input of [inputs.from, inputs.to]) {
        input.removeEventListener('input', onInput);
        input.removeEventListener('change', onBlur);
        input.removeEventListener('keydown', onKeydown);
      }
      form?.removeEventListener('submit', onSubmit);
      if (form && validated !== undefined) form.noValidate = validated;
    },
  };
}
