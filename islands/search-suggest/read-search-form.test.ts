// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readSearchForm } from './read-search-form';

describe('readSearchForm', () => {
  it('takes the search field and links a phrase to the form\'s results page', () => {
    document.body.innerHTML = '<form action="/szukaj"><input type="hidden" name="lang" value="pl"><input type="search" name="phrase"></form>';
    const { input, resultsUrl } = readSearchForm(document.querySelector('form')!);
    expect(input.name).toBe('phrase');
    expect(resultsUrl('buty zimowe')).toBe('/szukaj?phrase=buty+zimowe');
  });

  it('names what a hook lacks', () => {
    document.body.innerHTML = '<div><input type="search"></div><form><input type="text" name="q"></form>';
    expect(() => readSearchForm(document.querySelector('div')!)).toThrow('the hook must be a <form>, not a <div>');
    expect(() => readSearchForm(document.querySelector('form')!)).toThrow('the form holds no <input type="search">');
  });
});
