// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lockMarks, submitButtonsOf } from './submit-buttons';

describe('submitButtonsOf', () => {
  it('holds every button that submits, an image button too (a lock used to miss it), and no other button', () => {
    document.body.innerHTML = `<form><button>Wyślij</button><input type="submit" value="Też"><input type="image" alt="Wyślij obrazkiem" src="/s.png">
      <button type="button">Anuluj</button><button type="reset">Wyczyść</button><input type="button" value="Nic"></form>`;
    const form = document.querySelector('form')!;
    expect(submitButtonsOf(form).map((button) => button.outerHTML)).toEqual([...form.querySelectorAll('button:not([type]), input[type=submit], input[type=image]')].map((b) => b.outerHTML));
  });
});

describe('lockMarks', () => {
  it('marks each button disabled and busy while locked, and neither once released', () => {
    document.body.innerHTML = '<form><button>Wyślij</button></form>';
    const buttons = submitButtonsOf(document.querySelector('form')!);
    expect([...lockMarks(buttons, true).values()]).toEqual([{ disabled: true, busy: true }]);
    expect([...lockMarks(buttons, false).values()]).toEqual([{ disabled: false, busy: false }]);
  });
});
