/**
 * Writes into the quantity field, the theme's node that the form posts and other scripts read: its
 * value stays theirs to read at any moment, so it is never React's to render.
 */

/** Writes `value` and, if that changed the field, tells other scripts with its own `input` and `change` events, as typing would. */
export function fillField(input: HTMLInputElement, value: number): void {
  if (input.value === String(value)) return;
  input.value = String(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Writes `value` quietly: for a `change` the shopper made, already on its way to other listeners, which then read the whole number. */
export function settleField(input: HTMLInputElement, value: number): void {
  if (input.value !== String(value)) input.value = String(value);
}
