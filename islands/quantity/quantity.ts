import { sanitizeQuantity, stepQuantity } from '../../shared/quantity-rules';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import type { quantitySchema } from './schema';

/**
 * A quantity box: a number input (natively a spinbutton: arrow keys step it) between a minus and a
 * plus button. Every change, by button or typing, ends as a whole number within [min, max], and is
 * announced to other scripts with the input's own `input` and `change` events.
 */
const quantity: IslandModule<PropsOf<typeof quantitySchema>> = {
  mount(element, props) {
    const input = element.querySelector<HTMLInputElement>('input');
    const minus = element.querySelector<HTMLButtonElement>('.quantity__minus');
    const plus = element.querySelector<HTMLButtonElement>('.quantity__plus');
    if (!input || !minus || !plus) throw new Error('the hook needs an <input>, a .quantity__minus and a .quantity__plus button');
    if (props.min < 1 || props.max < props.min) throw new Error(`data-min="${props.min}" and data-max="${props.max}" must satisfy 1 ≤ min ≤ max`);
    if (!input.id) throw new Error('the quantity <input> needs an id, for the buttons\' aria-controls');
    input.min = String(props.min);
    input.max = String(props.max);
    input.step = '1';
    for (const button of [minus, plus]) {
      button.setAttribute('aria-controls', input.id);
      if (!button.getAttribute('aria-label') && !button.textContent?.trim()) throw new Error('the ± buttons need a label (aria-label)');
    }

    const current = () => sanitizeQuantity(input.value, props.min, props.max);
    const syncLimits = (value: number) => {
      minus.setAttribute('aria-disabled', String(value <= props.min));
      plus.setAttribute('aria-disabled', String(value >= props.max));
    };
    const set = (value: number) => {
      const changed = input.value !== String(value);
      input.value = String(value);
      syncLimits(value);
      if (changed) {
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };

    const onMinus = () => set(stepQuantity(current(), -1, props.min, props.max));
    const onPlus = () => set(stepQuantity(current(), 1, props.min, props.max));
    // Typing is left alone until the shopper leaves the field (or presses Enter): "" on the way to "12" is fine.
    const onChange = (event: Event) => {
      if (!event.isTrusted) return;
      const value = current();
      if (input.value !== String(value)) input.value = String(value);
      syncLimits(value);
    };
    const onForm = () => set(current());

    // Text typed while this code was loading is sanitised now, unless the shopper is still typing.
    if (document.activeElement === input) syncLimits(current());
    else set(current());
    minus.addEventListener('click', onMinus);
    plus.addEventListener('click', onPlus);
    input.addEventListener('change', onChange);
    // A form's submit handler reads the field after this: sanitised before it is sent.
    input.form?.addEventListener('submit', onForm, { capture: true });
    return () => {
      minus.removeEventListener('click', onMinus);
      plus.removeEventListener('click', onPlus);
      input.removeEventListener('change', onChange);
      input.form?.removeEventListener('submit', onForm, { capture: true });
    };
  },
};

export default quantity;
