// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SORT_ORDER_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { renderIsland } from '../../test-support/test-context';
import * as sorter from './Sorter';

let form: HTMLFormElement;
let select: HTMLSelectElement;
let submit: ReturnType<typeof vi.spyOn<HTMLFormElement, 'requestSubmit'>>;
const mount = () => renderIsland(sorter, form, {});

beforeEach(() => {
  document.body.innerHTML = `<form action="/kategoria/odziez" data-listing-part="sort"><label for="sort-select">Sortuj według</label>
<select id="sort-select" name="sort"><option value="default" selected>Polecane</option><option value="price-asc">Cena: od najniższej</option><option value="price-desc">Cena: od najwyższej</option></select>
<button type="submit">Sortuj</button></form>`;
  form = document.querySelector('form')!;
  select = document.querySelector('select')!;
  submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
});
afterEach(() => {
  document.cookie = `${SORT_ORDER_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  vi.restoreAllMocks();
});

describe('sorter island', () => {
  it('draws nothing: the label, the select and the button stay the server nodes', () => {
    const children = [...form.childNodes];
    mount();
    expect([...form.childNodes]).toEqual(children);
    expect(submit).not.toHaveBeenCalled();
  });

  it('by mouse: stores the chosen order for 365 days and sends the form once', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    mount();
    await userEvent.selectOptions(select, 'price-asc');
    expect(readCookie(SORT_ORDER_COOKIE)).toBe('price-asc');
    const written = String(cookie.mock.calls[0]![0]);
    const expires = new Date(/expires=([^;]+)/i.exec(written)![1]!).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  // What a browser does on ArrowDown in a closed dropdown: the next option, and a `change`.
  it('by keyboard: each order chosen with the arrows is stored and sent', async () => {
    mount();
    select.focus();
    for (const value of ['price-asc', 'price-desc']) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(readCookie(SORT_ORDER_COOKIE)).toBe('price-desc');
    expect(submit).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(select);
  });

  it('acts once on a choice made while its code was still loading', async () => {
    select.value = 'price-asc';
    mount();
    await Promise.resolve();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(readCookie(SORT_ORDER_COOKIE)).toBe('price-asc');
    await userEvent.selectOptions(select, 'price-desc');
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('stops listening once unmounted', async () => {
    mount().unmount();
    await userEvent.selectOptions(select, 'price-asc');
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a hook that is not a form with a sort select, naming what it found', () => {
    document.body.innerHTML = '<div><select name="order"></select></div><form><select name="order"></select></form>';
    expect(() => sorter.read(document.querySelector('div')!)).toThrow('the hook must be a <form>, not a <div>');
    expect(() => sorter.read(document.querySelector('form')!)).toThrow('the form holds no <select name="sort">');
  });
});
