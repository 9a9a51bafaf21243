/**
 * Validation rules for form fields flagged with `data-validate` (the spec leaves the rules open).
 * Pure: a field's value and its rules in, the page's message (or null) out.
 *
 * `data-validate` holds space-separated tokens:
 *   required      the field must not be empty (a checkbox must be checked)
 *   email         an e-mail address (name@domain.tld)
 *   phone         a phone number: 9 to 15 digits, an optional leading +, spaces, dashes and brackets allowed
 *   minlength:N   at least N characters (spaces at the ends not counted)
 * Rules other than `required` accept an empty field, so an optional phone may stay blank.
 */
import { message } from '../messages/message';

export type Rule = { kind: 'required' } | { kind: 'email' } | { kind: 'phone' } | { kind: 'minLength'; min: number };

export interface ParsedRules {
  rules: Rule[];
  /** Tokens that are not a rule; the caller reports them (a typo must not pass silently). */
  unknown: string[];
}

export function parseRules(spec: string): ParsedRules {
  const rules: Rule[] = [];
  const unknown: string[] = [];
  for (const token of spec.trim().split(/\s+/).filter(Boolean)) {
    const minLength = /^minlength:(\d+)$/i.exec(token);
    if (token === 'required' || token === 'email' || token === 'phone') rules.push({ kind: token });
    else if (minLength) rules.push({ kind: 'minLength', min: Number(minLength[1]) });
    else unknown.push(token);
  }
  return { rules, unknown };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?\d{9,15}$/;

export interface FieldValue {
  value: string;
  /** A checkbox: "required" then means "checked". */
  isCheckbox?: boolean;
  checked?: boolean;
}

/** The first rule the value breaks, as a message for the shopper, or null when it passes them all. */
export function firstProblem(field: FieldValue, rules: readonly Rule[]): string | null {
  if (field.isCheckbox) {
    return rules.some((r) => r.kind === 'required') && !field.checked ? message('validation.checkbox-required') : null;
  }
  const value = field.value.trim();
  for (const rule of rules) {
    if (rule.kind === 'required' && value === '') return message('validation.required');
    if (value === '') continue;
    if (rule.kind === 'email' && !EMAIL.test(value)) return message('validation.email');
    if (rule.kind === 'phone' && !PHONE.test(value.replace(/[\s\-()]/g, ''))) return message('validation.phone');
    const length = [...value].length;
    if (rule.kind === 'minLength' && length < rule.min) return message('validation.min-length', { count: rule.min, length });
  }
  return null;
}
