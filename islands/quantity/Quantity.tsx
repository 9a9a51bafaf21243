import { useEffect } from 'react';
import { sanitizeQuantity, stepQuantity } from '../../shared/quantity-rules';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readQuantity, type QuantityMarkup } from './read-quantity';
import type { quantitySchema } from './schema';

type Props = PropsOf<typeof quantitySchema> & QuantityMarkup & IslandProps;

export const read = readQuantity;

export const drawsNothing = true;

/**
 * A quantity box: the server's number field (natively a spinbutton: arrow keys step it) between its
 * minus and plus buttons. Every change, by button or typing, ends as a whole number within [min, max],
 * and is told to other scripts with the field's own `input` and `change` events. It draws nothing: the
 * field is the form's, and a cart line or the add-to-cart island reads the very node the shopper typed
 * in, even before this island woke.
 */
export default function Quantity({ min, max, input, minus, plus }: Props) {
  useEffect(() => {
    input.min = String(min);
    input.max = String(max);
    input.step = '1';
    for (const button of [minus, plus]) button.setAttribute('aria-controls', input.id);

    const current = () => sanitizeQuantity(input.value, min, max);
    const showLimits = (value: number) => {
      minus.setAttribute('aria-disabled', String(value <= min));
      plus.setAttribute('aria-disabled', String(value >= max));
    };
    let telling = false;
    const set = (value: number) => {
      const changed = input.value !== String(value);
      input.value = String(value);
      showLimits(value);
      if (!changed) return;
      telling = true;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      telling = false;
    };
    const onMinus = () => set(stepQuantity(current(), -1, min, max));
    const onPlus = () => set(stepQuantity(current(), 1, min, max));
    // Typing is left alone until the shopper leaves the field (or presses Enter): "" on the way to "12" is fine.
    const onChange = () => {
      if (telling) return;
      const value = current();
      if (input.value !== String(value)) input.value = String(value);
      showLimits(value);
    };
    // A form's submit handler reads the field after this one: the value is whole before it is sent.
    const onSubmit = () => set(current());
    const form = input.form;

    // Text typed while this code loaded is made whole now, unless the shopper is still typing.
    if (document.activeElement === input) showLimits(current());
    else set(current());
    minus.addEventListener('click', onMinus);
    plus.addEventListener('click', onPlus);
    input.addEventListener('change', onChange);
    form?.addEventListener('submit', onSubmit, { capture: true });
    return () => {
      minus.removeEventListener('click', onMinus);
      plus.removeEventListener('click', onPlus);
      input.removeEventListener('change', onChange);
      form?.removeEventListener('submit', onSubmit, { capture: true });
    };
  }, [min, max, input, minus, plus]);

  return null;
}
