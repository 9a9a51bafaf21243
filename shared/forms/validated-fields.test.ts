// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterInput, afterLeave, checkField, initialState, readValidatedFields, type ValidatedField } from './validated-fields';

let form: HTMLFormElement;
let fields: ValidatedField[];
const field = (name: string) => fields.find((f) => f.control.name === name)!;
const typed = (name: string, value: string) => {
  (field(name).control as HTMLInputElement).value = value;
  return field(name);
};

beforeEach(() => {
  document.body.innerHTML = `<form>
    <div class="form-field"><input name="email" type="email" data-validate="required email" aria-describedby="hint"></div>
    <div class="form-field"><input name="terms" type="checkbox" data-validate="required"></div>
    <p><input name="phone" data-validate="phone"></p><input name="plain">
  </form>`;
  form = document.querySelector('form')!;
  fields = readValidatedFields(form, vi.fn());
});

describe('readValidatedFields', () => {
  it('reads the flagged controls once: rules, wrapper (the .form-field, else the parent) and the server description', () => {
    expect(fields.map((f) => f.control.name)).toEqual(['email', 'terms', 'phone']);
    expect(field('email')).toMatchObject({ rules: [{ kind: 'required' }, { kind: 'email' }], wrapper: form.querySelector('.form-field') });
    expect(field('phone').wrapper.localName).toBe('p');
  });

  it('reports unknown rules and flags on elements that cannot be validated', () => {
    form.insertAdjacentHTML('beforeend', '<input name="x" data-validate="required emial"><div data-validate="required"></div>');
    const report = vi.fn();
    readValidatedFields(form, report);
    expect(report).toHaveBeenCalledWith('unknown rule(s) "emial" in data-validate of field "x"; known: required email phone minlength:N');
    expect(report).toHaveBeenCalledWith('data-validate on <div> ignored: only input, textarea and select can be validated');
  });
});

describe('field states', () => {
  it('says nothing while the shopper types for the first time, then checks the field on leaving it', () => {
    const state = afterInput(typed('email', 'jan@'), initialState(field('email')), false);
    expect(state).toEqual({ edited: true, filled: true, checked: false, problem: null });
    expect(afterLeave(field('email'), state).problem).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
    expect(afterLeave(field('phone'), initialState(field('phone')))).toEqual(initialState(field('phone')));
  });

  it('rechecks on every keystroke once it shows an error, and a change (a box ticked) at once', () => {
    const wrong = checkField(field('email'), initialState(field('email')));
    expect(wrong.problem).toBe('To pole jest wymagane.');
    expect(afterInput(typed('email', 'jan@example.pl'), wrong, false)).toEqual({ edited: true, filled: true, checked: true, problem: null });
    (field('terms').control as HTMLInputElement).checked = true;
    expect(afterInput(field('terms'), initialState(field('terms')), true)).toMatchObject({ filled: true, checked: true, problem: null });
  });

  it('a form shown again starts with what was typed counted as filled, unchecked', () => {
    expect(initialState(typed('email', 'jan@example.pl'))).toEqual({ edited: false, filled: true, checked: false, problem: null });
  });
});
