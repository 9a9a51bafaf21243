import { useEffect, useState, type ReactNode } from 'react';
import { sanitizeQuantity, stepQuantity } from '../../shared/quantity-rules';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { fillField, settleField } from './fill-field';
import { readQuantity, type QuantityMarkup } from './read-quantity';
import { quantitySchema } from './schema';

export const schema = quantitySchema;

type Props = PropsOf<typeof quantitySchema> & QuantityMarkup & IslandProps;

export const read = readQuantity;

/**
 * A quantity box: the theme's number field (natively a spinbutton: arrow keys step it) between its
 * minus and plus buttons, all adopted as they are. Every change, by button or typing, ends as a whole
 * number within [min, max], and is told to other scripts with the field's own `input` and `change`
 * events. React renders the buttons' state (aria-controls, aria-disabled at the limits) and the
 * field's min, max and step; the field's value stays the form's, so a cart line or the add-to-cart
 * island reads the very node the shopper typed in, even before this island woke.
 */
export default function Quantity({ min, max, nodes, input, fieldId, minus, plus }: Props) {
  // The whole number in the field, which the buttons' limits show; read once here, then kept by every change.
  const [value, setValue] = useState(() => sanitizeQuantity(input.value, min, max));

  useEffect(() => {
    // A `change` is the shopper leaving the field (or pressing Enter), or a step: typing is left alone
    // until then, "" on the way to "12" is fine. React has no handler for the event itself.
    const onChange = () => {
      const whole = sanitizeQuantity(input.value, min, max);
      settleField(input, whole);
      setValue(whole);
    };
    // A form's submit handler reads the field after this one: the value is whole before it is sent.
    const onSubmit = () => fillField(input, sanitizeQuantity(input.value, min, max));
    const form = input.form;
    input.addEventListener('change', onChange);
    form?.addEventListener('submit', onSubmit, { capture: true });
    // Text typed while this code loaded is made whole now, unless the shopper is still typing.
    if (document.activeElement !== input) fillField(input, sanitizeQuantity(input.value, min, max));
    return () => {
      input.removeEventListener('change', onChange);
      form?.removeEventListener('submit', onSubmit, { capture: true });
    };
  }, [min, max, input]);

  const step = (direction: 1 | -1) => {
    const next = stepQuantity(sanitizeQuantity(input.value, min, max), direction, min, max);
    setValue(next);
    fillField(input, next);
  };
  const stepButton = (button: HTMLButtonElement, direction: 1 | -1, atLimit: boolean) => (
    <Adopt node={button} aria-controls={fieldId} aria-disabled={atLimit} onClick={() => step(direction)} />
  );
  return adoptNodes(
    nodes,
    new Map<Element, ReactNode>([
      [input, <Adopt node={input} min={min} max={max} step={1} />],
      [minus, stepButton(minus, -1, value <= min)],
      [plus, stepButton(plus, 1, value >= max)],
    ]),
  );
}
