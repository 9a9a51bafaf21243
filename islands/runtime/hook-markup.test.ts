// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hookForm, templateNamed } from './hook-markup';

describe('hookForm', () => {
  it('gives the hook when it is a form, else names what it is', () => {
    document.body.innerHTML = '<form id="f"></form><div id="d"></div>';
    const form = document.getElementById('f')!;
    expect(hookForm(form)).toBe(form);
    expect(() => hookForm(document.getElementById('d')!)).toThrow('the hook must be a <form>, not a <div>');
    expect(() => hookForm(document.getElementById('d')!, 'the product <form>')).toThrow('the hook must be the product <form>, not a <div>');
  });
});

describe('templateNamed', () => {
  it('gives the template with that id, else says what the id names', () => {
    document.body.innerHTML = '<template id="chart"></template><div id="table" class="size-chart"></div>';
    expect(templateNamed('data-popup-template', 'chart')).toBe(document.getElementById('chart'));
    expect(() => templateNamed('data-popup-template', 'table')).toThrow('data-popup-template="table" names <div#table.size-chart>, which must be a <template>');
    expect(() => templateNamed('data-form-template', 'gx-tabela')).toThrow('data-form-template="gx-tabela": no element #gx-tabela on the page');
  });
});
