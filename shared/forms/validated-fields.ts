/**
 * The fields of a form flagged with `data-validate` (rules: ./validation-rules.ts), read once, and what
 * each one shows: plain functions from a field's live value to its state, which use-field-validation
 * renders. A field is checked when the shopper leaves it after typing, again on every keystroke once
 * it shows an error, and all fields on submit.
 */
import { firstProblem, parseRules, type Rule } from './validation-rules';

export const FIELD_MARK = { filled: 'is-filled', valid: 'is-valid', invalid: 'is-invalid' } as const;

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface ValidatedField {
  control: Control;
  rules: Rule[];
  /** Carries the marks and the message: the field's closest `.form-field`, else its parent. */
  wrapper: HTMLElement;
}

export interface FieldState {
  /** Typed into since the form opened. */
  edited: boolean;
  /** Has a value (a ticked box). */
  filled: boolean;
  /** Checked at least once: only then is a passing field marked valid. */
  checked: boolean;
  /** The broken rule's message, or null. */
  problem: string | null;
}

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const isCheckbox = (control: Control) => control instanceof HTMLInputElement && control.type === 'checkbox';

const isFilled = (control: Control) =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? control.checked : control.value.trim() !== '';

/** Every flagged control of `form`; a flag on something else, or an unknown rule, is reported (a typo must not pass silently). */
export function readValidatedFields(form: HTMLFormElement, report: (problem: string) => void): ValidatedField[] {
  const fields: ValidatedField[] = [];
  for (const control of form.querySelectorAll('[data-validate]')) {
    if (!isControl(control)) {
      report(`data-validate on <${control.tagName.toLowerCase()}> ignored: only input, textarea and select can be validated`);
      continue;
    }
    const { rules, unknown } = parseRules(control.getAttribute('data-validate') ?? '');
    if (unknown.length) report(`unknown rule(s) "${unknown.join(' ')}" in data-validate of field "${control.name}"; known: required email phone minlength:N`);
    fields.push({ control, rules, wrapper: control.closest<HTMLElement>('.form-field') ?? control.parentElement ?? form });
  }
  return fields;
}

/** As the form opens: what the shopper typed before (a form shown again) counts as filled, nothing is checked yet. */
export const initialState = ({ control }: ValidatedField): FieldState => ({ edited: false, filled: isFilled(control), checked: false, problem: null });

/** The field checked now. */
export function checkField({ control, rules }: ValidatedField, state: FieldState): FieldState {
  const checkbox = isCheckbox(control);
  const problem = firstProblem({ value: control.value, isCheckbox: checkbox, checked: checkbox && (control as HTMLInputElement).checked }, rules);
  return { ...state, filled: isFilled(control), checked: true, problem };
}

/** Typed into (`input`) or changed (`change`, which a box or a select fires): checked if it shows an error, or on a change. */
export function afterInput(field: ValidatedField, state: FieldState, changed: boolean): FieldState {
  const typed = { ...state, edited: true, filled: isFilled(field.control) };
  return state.problem !== null || changed ? checkField(field, typed) : typed;
}

/** Left: checked once the shopper has typed into it. */
export const afterLeave = (field: ValidatedField, state: FieldState): FieldState => (state.edited ? checkField(field, state) : state);
