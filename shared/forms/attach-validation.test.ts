// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attachValidation } from './attach-validation';

let form: HTMLFormElement;
const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
const wrapper = (name: string) => field(name).closest('.form-field')!;
const type = (name: string, value: string) => {
  field(name).value = value;
  field(name).dispatchEvent(new Event('input', { bubbles: true }));
};
const leave = (name: string) => field(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

beforeEach(() => {
  document.body.innerHTML = `<form>
    <div class="form-field"><label for="e">E-mail</label><input id="e" name="email" type="email" data-validate="required email" aria-describedby="e-hint"><p id="e-hint">Nie spamujemy.</p></div>
    <div class="form-field"><label for="p">Telefon</label><input id="p" name="phone" type="tel" data-validate="phone"></div>
    <div class="form-field"><input id="t" name="terms" type="checkbox" data-validate="required"><label for="t">Zgoda</label></div>
    <div class="form-field"><input name="plain"></div>
  </form>`;
  form = document.querySelector('form')!;
});

describe('attachValidation', () => {
  it('says nothing while the shopper types for the first time, then checks the field on leaving it', () => {
    attachValidation(form, vi.fn());
    type('email', 'jan@');
    expect(wrapper('email').classList.contains('is-filled')).toBe(true);
    expect(form.querySelector('.field-error')).toBeNull();
    leave('email');
    const error = document.getElementById('e-error')!;
    expect(error.textContent).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-describedby')).toBe('e-hint e-error');
    expect(wrapper('email').classList.contains('is-invalid')).toBe(true);
  });

  it('rechecks on every keystroke once an error shows, and clears it when fixed', () => {
    attachValidation(form, vi.fn());
    type('email', 'jan@');
    leave('email');
    type('email', 'jan@example.pl');
    expect(document.getElementById('e-error')).toBeNull();
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('email').getAttribute('aria-describedby')).toBe('e-hint');
    expect(wrapper('email').classList.contains('is-valid')).toBe(true);
    expect(wrapper('email').classList.contains('is-invalid')).toBe(false);
  });

  it('checks every field on validateAll and returns the first that fails', () => {
    const validation = attachValidation(form, vi.fn());
    type('phone', '12');
    expect(validation.validateAll()).toBe(field('email'));
    expect(document.getElementById('e-error')!.textContent).toBe('To pole jest wymagane.');
    expect(document.getElementById('p-error')!.textContent).toBe('Podaj poprawny numer telefonu, np. 600 700 800.');
    expect(document.getElementById('t-error')!.textContent).toBe('Zaznacz to pole, aby przejść dalej.');
    expect(field('plain').hasAttribute('aria-invalid')).toBe(false);
  });

  it('passes a valid form and leaves an empty optional field unmarked', () => {
    const validation = attachValidation(form, vi.fn());
    type('email', 'jan@example.pl');
    field('terms').checked = true;
    expect(validation.validateAll()).toBeNull();
    expect(wrapper('phone').className).toBe('form-field');
    expect(wrapper('terms').classList.contains('is-valid')).toBe(true);
  });

  it('reset removes every mark and message; detach stops listening and restores native validation', () => {
    const validation = attachValidation(form, vi.fn());
    expect(form.noValidate).toBe(true);
    type('email', 'x');
    validation.validateAll();
    validation.reset();
    expect(form.querySelectorAll('.field-error, .is-filled, .is-valid, .is-invalid, [aria-invalid]')).toHaveLength(0);
    expect(field('email').getAttribute('aria-describedby')).toBe('e-hint');
    validation.detach();
    expect(form.noValidate).toBe(false);
    type('email', 'y');
    expect(wrapper('email').classList.contains('is-filled')).toBe(false);
  });

  it('reports unknown rules and flags on elements that cannot be validated', () => {
    form.insertAdjacentHTML('beforeend', '<input name="x" data-validate="required emial"><div data-validate="required"></div>');
    const report = vi.fn();
    attachValidation(form, report);
    expect(report).toHaveBeenCalledWith('unknown rule(s) "emial" in data-validate of field "x"; known: required email phone minlength:N');
    expect(report).toHaveBeenCalledWith('data-validate on <div> ignored: only input, textarea and select can be validated');
  });
});
