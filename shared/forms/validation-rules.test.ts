import { describe, expect, it } from 'vitest';
import { firstProblem, parseRules, type Rule } from './validation-rules';

const check = (value: string, spec: string) => firstProblem({ value }, parseRules(spec).rules);

describe('parseRules', () => {
  it('reads every known token and returns the unknown ones', () => {
    expect(parseRules(' required  email phone minlength:10 ')).toEqual({
      rules: [{ kind: 'required' }, { kind: 'email' }, { kind: 'phone' }, { kind: 'minLength', min: 10 }],
      unknown: [],
    });
    expect(parseRules('required emial minlength:x')).toEqual({ rules: [{ kind: 'required' }], unknown: ['emial', 'minlength:x'] });
    expect(parseRules('')).toEqual({ rules: [], unknown: [] });
  });
});

describe('firstProblem', () => {
  it('requires a value, ignoring spaces', () => {
    expect(check('', 'required')).toBe('To pole jest wymagane.');
    expect(check('   ', 'required')).toBe('To pole jest wymagane.');
    expect(check('Jan', 'required')).toBeNull();
  });

  it('checks e-mail addresses', () => {
    for (const good of ['jan@example.pl', 'a.b+c@sklep.com.pl', ' jan@example.pl ']) expect(check(good, 'email')).toBeNull();
    for (const bad of ['jan', 'jan@', 'jan@example', '@example.pl', 'jan @example.pl', 'jan@example..pl']) {
      expect(check(bad, 'email')).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
    }
  });

  it('checks phone numbers, allowing separators and a leading +', () => {
    for (const good of ['600700800', '600 700 800', '+48 600-700-800', '(18) 000 00 00']) expect(check(good, 'phone')).toBeNull();
    for (const bad of ['12345', '600 700 80a', '++48600700800', '6007008001234567']) {
      expect(check(bad, 'phone')).toBe('Podaj poprawny numer telefonu, np. 600 700 800.');
    }
  });

  it('counts characters (not UTF-16 units) for a minimum length', () => {
    expect(check('krótko', 'minlength:10')).toBe('Wpisz co najmniej 10 znaków (teraz: 6).');
    expect(check('Łoś żółty!', 'minlength:10')).toBeNull();
    expect(check('😀😀', 'minlength:3')).toBe('Wpisz co najmniej 3 znaki (teraz: 2).');
  });

  it('lets an optional field stay empty, and reports the first broken rule in order', () => {
    expect(check('', 'phone')).toBeNull();
    expect(check('', 'email minlength:5')).toBeNull();
    expect(check('a@b', 'required email minlength:10')).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
  });

  it('treats a required checkbox as "must be checked"', () => {
    const required: Rule[] = [{ kind: 'required' }];
    expect(firstProblem({ value: 'on', isCheckbox: true, checked: false }, required)).toBe('Zaznacz to pole, aby przejść dalej.');
    expect(firstProblem({ value: 'on', isCheckbox: true, checked: true }, required)).toBeNull();
  });
});

describe('a minimum length', () => {
  it('says the minimum in its Polish plural form', () => {
    const minimums = [2, 4, 5, 11, 12, 14, 21, 22, 25, 112, 122];
    expect(minimums.map((min) => firstProblem({ value: 'a' }, [{ kind: 'minLength', min }])?.replace(/ \(teraz: 1\)\.$/, ''))).toEqual(
      ['2 znaki', '4 znaki', '5 znaków', '11 znaków', '12 znaków', '14 znaków', '21 znaków', '22 znaki', '25 znaków', '112 znaków', '122 znaki'].map((words) => `Wpisz co najmniej ${words}`),
    );
  });
});
