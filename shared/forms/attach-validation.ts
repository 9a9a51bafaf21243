/**
 * Live validation of the fields of a form flagged with `data-validate` (rules: ./validation-rules.ts).
 * A broken rule shows its Polish message right after the field (`<p class="field-error">`, linked by
 * `aria-describedby`, with `aria-invalid="true"` on the field). The field's wrapper (its closest
 * `.form-field`, else its parent) carries the marks: `is-filled` (has a value), `is-valid` (filled
 * and passes), `is-invalid`. A field is checked when the shopper leaves it after typing, again on
 * every keystroke once it shows an error, and all fields on submit (`validateAll`).
 */
import { firstProblem, parseRules, type Rule } from './validation-rules';

export const FIELD_MARK = { filled: 'is-filled', valid: 'is-valid', invalid: 'is-invalid' } as const;

export interface FormValidation {
  /** Checks every flagged field and shows the messages; returns the first field that fails, or null. */
  validateAll: () => HTMLElement | null;
  /** Removes every mark and message (the caller clears the values). */
  reset: () => void;
  detach: () => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Tracked {
  control: Control;
  rules: Rule[];
  wrapper: HTMLElement;
  edited: boolean;
  error?: HTMLElement;
  describedBy: string | null;
}

let sequence = 0;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const isFilled = (control: Control) =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? control.checked : control.value.trim() !== '';

export function attachValidation(form: HTMLFormElement, report: (problem: string) => void): FormValidation {
  const tracked = new Map<Element, Tracked>();
  for (const control of form.querySelectorAll('[data-validate]')) {
    if (!isControl(control)) {
      report(`data-validate on <${control.tagName.toLowerCase()}> ignored: only input, textarea and select can be validated`);
      continue;
    }
    const { rules, unknown } = parseRules(control.getAttribute('data-validate') ?? '');
    if (unknown.length) report(`unknown rule(s) "${unknown.join(' ')}" in data-validate of field "${control.name}"; known: required email phone minlength:N`);
    control.id ||= `sf-field-${++sequence}`;
    tracked.set(control, { control, rules, wrapper: control.closest<HTMLElement>('.form-field') ?? control.parentElement ?? form, edited: false, describedBy: control.getAttribute('aria-describedby') });
  }
  // Our messages replace the browser's bubbles; `required` stays on the fields for assistive technology.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;

  const showProblem = (field: Tracked, problem: string | null) => {
    const { control, wrapper } = field;
    wrapper.classList.toggle(FIELD_MARK.invalid, problem !== null);
    wrapper.classList.toggle(FIELD_MARK.valid, problem === null && isFilled(control));
    if (problem === null) {
      clearMessage(field);
      return;
    }
    if (!field.error) {
      field.error = document.createElement('p');
      field.error.className = 'field-error';
      field.error.id = `${control.id}-error`;
      control.after(field.error);
      control.setAttribute('aria-describedby', [field.describedBy, field.error.id].filter(Boolean).join(' '));
    }
    field.error.textContent = problem;
    control.setAttribute('aria-invalid', 'true');
  };

  const clearMessage = (field: Tracked) => {
    field.error?.remove();
    field.error = undefined;
    field.control.removeAttribute('aria-invalid');
    if (field.describedBy === null) field.control.removeAttribute('aria-describedby');
    else field.control.setAttribute('aria-describedby', field.describedBy);
  };

  const validate = (field: Tracked): boolean => {
    const { control } = field;
    const checkbox = control instanceof HTMLInputElement && control.type === 'checkbox';
    const problem = firstProblem({ value: control.value, isCheckbox: checkbox, checked: checkbox && control.checked }, field.rules);
    showProblem(field, problem);
    return problem === null;
  };

  const onInput = (event: Event) => {
    const field = event.target instanceof Element ? tracked.get(event.target) : undefined;
    if (!field) return;
    field.edited = true;
    field.wrapper.classList.toggle(FIELD_MARK.filled, isFilled(field.control));
    if (field.error || event.type === 'change') validate(field);
  };
  const onLeave = (event: FocusEvent) => {
    const field = event.target instanceof Element ? tracked.get(event.target) : undefined;
    if (field?.edited) validate(field);
  };

  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  form.addEventListener('focusout', onLeave);

  return {
    validateAll() {
      let first: HTMLElement | null = null;
      for (const field of tracked.values()) if (!validate(field) && !first) first = field.control;
      return first;
    },
    reset() {
      for (const field of tracked.values()) {
        clearMessage(field);
        field.edited = false;
        field.wrapper.classList.remove(FIELD_MARK.filled, FIELD_MARK.valid, FIELD_MARK.invalid);
      }
    },
    detach() {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('focusout', onLeave);
      form.noValidate = hadNoValidate;
    },
  };
}
