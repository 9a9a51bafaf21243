import { AMOUNT_MAX, validBounds } from '../../shared/quantity-rules';

/** The server's quantity box: all its nodes, to adopt as they are; its number field and the two step buttons among them. */
export interface QuantityMarkup {
  nodes: readonly Node[];
  /** The form's field, typed in directly: its value stays the shopper's, its min, max and step the island's. */
  input: HTMLInputElement;
  /** The field's id, for the buttons' aria-controls. */
  fieldId: string;
  minus: HTMLButtonElement;
  plus: HTMLButtonElement;
}

/** The minus or plus button, wherever it sits in the hook, checked to be a labelled <button>. */
function stepButton(element: HTMLElement, className: string): HTMLButtonElement {
  const button = element.querySelector(`.${className}`);
  if (!button) throw new Error(`the hook must contain a <button class="${className}">`);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`.${className} must be a <button>, not a <${button.localName}>`);
  if (!button.getAttribute('aria-label') && !button.textContent?.trim()) throw new Error(`<button class="${className}"> needs a label: an aria-label or text`);
  return button;
}

/**
 * Reads the box and checks what the island relies on, naming what is wrong. The field is the number
 * input wherever it sits: a theme may put hidden inputs or wrappers around it.
 */
export function readQuantity(element: HTMLElement, { min, max }: { min: number; max: number }): QuantityMarkup {
  if (!validBounds({ min, max })) throw new Error(`data-min="${min}" and data-max="${max}" must satisfy 1 ≤ min ≤ max ≤ ${AMOUNT_MAX}, the most AddCart takes`);
  const input = element.querySelector('input[type="number"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('the hook must contain an <input type="number">, the quantity field');
  if (!input.id) {
    const name = input.getAttribute('name');
    throw new Error(`<input type="number"${name ? ` name="${name}"` : ''}> needs an id, for the buttons' aria-controls`);
  }
  return { nodes: [...element.childNodes], input, fieldId: input.id, minus: stepButton(element, 'quantity__minus'), plus: stepButton(element, 'quantity__plus') };
}
