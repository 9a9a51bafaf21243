import type { QuestionFormField } from '../../shared/api/types';

/** Buttons are not answers; a file cannot travel in JSON. */
const LEFT_OUT = new Set(['submit', 'button', 'reset', 'image', 'file']);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Disabled itself or inside a disabled fieldset: the browser would not submit it either. */
const isDisabled = (control: Control) => control.disabled || control.closest('fieldset[disabled]') !== null;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * The SendQuestionForm `fields`: what the browser itself would submit, as {name, type, value}.
 * Named, enabled controls in document order; ticked checkboxes and radios only; one entry per chosen
 * option of a multiple select. Submit buttons are left out (spec §3), and so is everything inside the
 * captcha block: its token travels as `recaptcha`.
 */
export function collectFields(form: HTMLFormElement): QuestionFormField[] {
  const fields: QuestionFormField[] = [];
  for (const control of form.elements) {
    if (!isControl(control) || !control.name || LEFT_OUT.has(control.type) || isDisabled(control) || control.closest('[data-captcha]')) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
    const values = control instanceof HTMLSelectElement ? [...control.selectedOptions].map((o) => o.value) : [control.value];
    for (const value of values) fields.push({ name: control.name, type: control.type, value });
  }
  return fields;
}
