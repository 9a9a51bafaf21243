// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SORT_ORDER_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { testContext } from '../test-context';
import sorter from './sorter';

function setUp(chosen?: string) {
  document.body.innerHTML = `<form action="/kategoria/odziez"><select name="sort"><option value="default" selected>Polecane</option><option value="price-asc">Cena</option></select></form>`;
  const form = document.querySelector('form')!;
  const select = document.querySelector('select')!;
  if (chosen) select.value = chosen;
  const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
  const cookie = vi.spyOn(document, 'cookie', 'set');
  const unmount = sorter.mount(form, {}, testContext(form)) as () => void;
  return { select, submit, cookie, unmount };
}

describe('sorter island', () => {
  afterEach(() => {
    document.cookie = `${SORT_ORDER_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    vi.restoreAllMocks();
  });

  it('stores the chosen order for 365 days and submits the form', () => {
    const { select, submit, cookie, unmount } = setUp();
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change'));
    expect(readCookie(SORT_ORDER_COOKIE)).toBe('price-asc');
    const written = String(cookie.mock.calls[0]![0]);
    const expires = new Date(/expires=([^;]+)/i.exec(written)![1]!).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    expect(submit).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('acts on a choice made while its code was still loading', () => {
    const { submit, unmount } = setUp('price-asc');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(readCookie(SORT_ORDER_COOKIE)).toBe('price-asc');
    unmount();
  });

  it('refuses a hook that is not a form with a sort select', () => {
    document.body.innerHTML = '<div><select name="order"></select></div>';
    const element = document.querySelector('div')!;
    expect(() => sorter.mount(element, {}, testContext(element))).toThrow('a <form> containing a <select name="sort">');
  });
});
