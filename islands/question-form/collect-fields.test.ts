// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { collectFields } from './collect-fields';

const formOf = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
};

describe('collectFields', () => {
  it('sends name, type and value of every field in document order, leaving submit buttons out', () => {
    const form = formOf(`<input type="hidden" name="productId" value="3">
      <input name="name" value="Jan Łoś"><input type="email" name="email" value="jan@example.pl">
      <textarea name="message">Czy namiot jest wodoodporny?</textarea>
      <select name="topic"><option value="a">A</option><option value="b" selected>B</option></select>
      <button type="submit" name="send" value="1">Wyślij</button><input type="submit" name="send2" value="Wyślij">
      <button type="button" name="cancel">Anuluj</button><input type="reset" name="clear"><input type="image" name="img" alt="Wyślij">`);
    expect(collectFields(form)).toEqual([
      { name: 'productId', type: 'hidden', value: '3' },
      { name: 'name', type: 'text', value: 'Jan Łoś' },
      { name: 'email', type: 'email', value: 'jan@example.pl' },
      { name: 'message', type: 'textarea', value: 'Czy namiot jest wodoodporny?' },
      { name: 'topic', type: 'select-one', value: 'b' },
    ]);
  });

  it('keeps ticked checkboxes and the chosen radio only, and every chosen option of a multiple select', () => {
    const form = formOf(`<input type="checkbox" name="terms" value="1" checked><input type="checkbox" name="news" value="1">
      <input type="radio" name="reply" value="email"><input type="radio" name="reply" value="phone" checked>
      <select name="sizes" multiple><option selected>S</option><option>M</option><option selected>L</option></select>`);
    expect(collectFields(form)).toEqual([
      { name: 'terms', type: 'checkbox', value: '1' },
      { name: 'reply', type: 'radio', value: 'phone' },
      { name: 'sizes', type: 'select-multiple', value: 'S' },
      { name: 'sizes', type: 'select-multiple', value: 'L' },
    ]);
  });

  it('leaves out unnamed, disabled and file fields and everything inside the captcha block', () => {
    const form = formOf(`<input value="no name"><input name="off" value="x" disabled>
      <fieldset disabled><input name="inFieldset" value="x"></fieldset><input type="file" name="attachment">
      <div data-captcha><textarea name="g-recaptcha-response">token</textarea></div><input name="kept" value="">`);
    expect(collectFields(form)).toEqual([{ name: 'kept', type: 'text', value: '' }]);
  });
});
