// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_DEBOUNCE_MS } from '../../shared/constants';
import { priceBounds } from '../../shared/state/price-bounds';
import { testContext } from '../test-context';
import priceSlider from './price-slider';

function setUp(search = '', autoSubmit = true) {
  history.replaceState(null, '', `/kategoria/odziez${search}`);
  document.body.innerHTML = `<form><div class="price-filter">
<input type="number" id="from" name="priceFrom" min="20" max="900" placeholder="20">
<input type="number" id="to" name="priceTo" min="20" max="900" placeholder="900"></div></form>`;
  const element = document.querySelector<HTMLElement>('.price-filter')!;
  const form = document.querySelector('form')!;
  const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
  const unmount = priceSlider.mount(element, { priceMin: 20, priceMax: 900, autoSubmit }, testContext(element));
  const from = document.querySelector<HTMLInputElement>('#from')!;
  const to = document.querySelector<HTMLInputElement>('#to')!;
  const handles = () => [...document.querySelectorAll('[role="slider"]')];
  return { form, submit, unmount: unmount as () => void, from, to, handles };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('price-slider island', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    priceBounds.value = null;
    vi.useRealTimers();
  });

  it('draws two named handles at the query values, with the value as text in złoty', () => {
    const { handles, unmount } = setUp('?priceFrom=120&priceTo=600');
    expect(handles().map((h) => h.getAttribute('aria-label'))).toEqual(['Cena minimalna', 'Cena maksymalna']);
    expect(handles().map((h) => h.getAttribute('aria-valuetext'))).toEqual(['120 zł', '600 zł']);
    unmount();
    expect(handles()).toHaveLength(0);
  });

  it('submits the form once, PRICE_DEBOUNCE_MS after the last keystroke, with the typed value corrected', () => {
    const { from, submit, unmount } = setUp();
    type(from, '1');
    vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1);
    type(from, '99.6');
    vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(from.value).toBe('100');
    // The same range again is not sent again.
    type(from, '100');
    vi.advanceTimersByTime(PRICE_DEBOUNCE_MS);
    expect(submit).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('corrects a lower bound above the upper one and values out of range on blur', () => {
    const { from, to, unmount } = setUp('?priceTo=300');
    type(from, '500');
    from.dispatchEvent(new Event('change'));
    expect(from.value).toBe('300');
    type(to, '5000');
    to.dispatchEvent(new Event('change'));
    expect(to.value).toBe('');
    unmount();
  });

  it('never submits with data-auto-submit="false"', () => {
    const { from, submit, unmount } = setUp('', false);
    type(from, '200');
    vi.advanceTimersByTime(PRICE_DEBOUNCE_MS * 3);
    expect(submit).not.toHaveBeenCalled();
    expect(from.value).toBe('200');
    unmount();
  });

  it('takes new bounds from the priceBounds signal and clamps the values into them', () => {
    const { from, to, handles, submit, unmount } = setUp('?priceFrom=50&priceTo=800');
    priceBounds.value = { min: 100, max: 400.5 };
    expect([from.min, from.max, from.placeholder, to.placeholder]).toEqual(['100', '401', '100', '401']);
    expect([from.value, to.value]).toEqual(['', '']);
    expect(handles().map((h) => h.getAttribute('aria-valuetext'))).toEqual(['100 zł', '401 zł']);
    vi.advanceTimersByTime(PRICE_DEBOUNCE_MS * 2);
    expect(submit).not.toHaveBeenCalled();
    unmount();
  });

  it('refuses bounds upside down and a hook without the inputs', () => {
    document.body.innerHTML = '<div class="price-filter"></div>';
    const element = document.querySelector<HTMLElement>('.price-filter')!;
    expect(() => priceSlider.mount(element, { priceMin: 9, priceMax: 1, autoSubmit: true }, testContext(element))).toThrow('data-price-max (1) is below');
    expect(() => priceSlider.mount(element, { priceMin: 1, priceMax: 9, autoSubmit: true }, testContext(element))).toThrow('<input name="priceFrom">');
  });
});
