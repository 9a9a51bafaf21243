/**
 * A form's submit buttons: what a lock (a request in flight) and a captcha not yet solved hold back.
 * An image button submits as well, so it is one of them.
 */
import type { Marks } from './marks';

type SubmitButton = HTMLButtonElement | HTMLInputElement;

export function submitButtonsOf(form: HTMLFormElement): SubmitButton[] {
  return [...form.querySelectorAll<SubmitButton>('button, input[type=submit], input[type=image]')].filter((button) => button.type === 'submit' || button.type === 'image');
}

/** Locked while the form's request is in flight: disabled, so a double click sends once, and busy, so assistive technology hears why. */
export const lockMarks = (buttons: readonly SubmitButton[], locked: boolean): Marks => new Map(buttons.map((button) => [button, { disabled: locked, busy: locked }]));
