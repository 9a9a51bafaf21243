// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readSearchForm } from './read-search-form';

const hook = (markup: string): HTMLElement => {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as HTMLElement;
};

describe('readSearchForm', () => {
  it('takes the text field the island makes a combobox, past hidden inputs', () => {
    const form = hook('<form action="/szukaj"><input type="hidden" name="lang" value="pl"><input type="text" id="q" name="q" enterkeyhint="search"></form>');
    expect(readSearchForm(form).input.id).toBe('q');
  });

  it('takes an input without a type, which is a text field', () => {
    const form = hook('<form action="/szukaj"><input id="q" name="q"></form>');
    expect(readSearchForm(form).input.id).toBe('q');
  });

  it('links a phrase to the form\'s results page under the field\'s name', () => {
    const form = hook('<form action="http://shop.test/szukaj"><input type="text" name="fraza"></form>');
    expect(readSearchForm(form).resultsUrl('żółta kurtka')).toBe('/szukaj?fraza=%C5%BC%C3%B3%C5%82ta+kurtka');
  });

  it('refuses a type="search" field, saying which field the combobox role needs and naming the upgrade note', () => {
    const form = hook('<form action="/szukaj"><input type="search" name="q"></form>');
    expect(() => readSearchForm(form)).toThrow(
      'the search field must be <input type="text" enterkeyhint="search">: an <input type="search"> cannot take the combobox role; upgrade note: CHANGELOG.md, 1.0.0, For integrators, "The header search field is a text input"',
    );
  });

  it('names what a hook lacks', () => {
    expect(() => readSearchForm(hook('<div><input type="text"></div>'))).toThrow('the hook must be a <form>, not a <div>');
    expect(() => readSearchForm(hook('<form><button>Szukaj</button></form>'))).toThrow('the form holds no <input type="text" enterkeyhint="search">');
  });
});
