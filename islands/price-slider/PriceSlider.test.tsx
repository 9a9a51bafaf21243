// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_DEBOUNCE_MS } from '../../shared/constants';
import { swappedListing } from '../../shared/state/listing';
import { priceBounds } from '../../shared/state/price-bounds';
import { renderIsland } from '../../test-support/test-context';
import * as priceSlider from './PriceSlider';

const FIELDS = `<div class="price-filter__field"><label for="from">Cena od (zł)</label><input type="number" id="from" name="priceFrom" min="20" max="900" placeholder="20"></div>
<div class="price-filter__field"><label for="to">Cena do (zł)</label><input type="number" id="to" name="priceTo" min="20" max="900" placeholder="900"></div>`;

function serverMarkup(search = '', fields = FIELDS) {
  history.replaceState(null, '', `/kategoria/odziez${search}`);
  document.body.innerHTML = `<form><div class="price-filter">${fields}</div><button>Filtruj</button></form>`;
  const form = document.querySelector('form')!;
  return {
    element: document.querySelector<HTMLElement>('.price-filter')!,
    form,
    from: document.querySelector<HTMLInputElement>('#from')!,
    to: document.querySelector<HTMLInputElement>('#to')!,
    submit: vi.spyOn(form, 'requestSubmit').mockImplementation(() => {}),
  };
}

function mount(search = '', autoSubmit = true) {
  const markup = serverMarkup(search);
  return { ...markup, ...renderIsland(priceSlider, markup.element, { priceMin: 20, priceMax: 900, autoSubmit }) };
}

const handles = () => screen.queryAllByRole('slider');
const valueTexts = () => handles().map((h) => h.getAttribute('aria-valuetext'));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('price-slider island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library ends each user-event step with a setTimeout(0) it runs itself only under Jest's
    // fake timers (it looks for a `jest` global): Vitest's are the same clock, so it may run them.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    act(() => {
      priceBounds.value = null;
      swappedListing.value = null;
    });
    vi.useRealTimers();
  });

  it('keeps the server inputs, and draws two named handles after them at the query values, in złoty', () => {
    const { element, from, to, unmount } = mount('?priceFrom=120&priceTo=600');
    expect(screen.getByLabelText('Cena od (zł)')).toBe(from);
    expect(screen.getByLabelText('Cena do (zł)')).toBe(to);
    expect(element.lastElementChild!.className).toContain('sf-price-slider');
    expect(handles().map((h) => h.getAttribute('aria-label'))).toEqual(['Cena minimalna', 'Cena maksymalna']);
    expect(valueTexts()).toEqual(['120\u00a0zł', '600\u00a0zł']);
    expect([from.value, to.value]).toEqual(['120', '600']);
    unmount();
    expect(handles()).toHaveLength(0);
  });

  it('starts from the bounds without a query, the inputs empty (no filter)', () => {
    const { from, to } = mount();
    expect(valueTexts()).toEqual(['20\u00a0zł', '900\u00a0zł']);
    expect([from.value, to.value]).toEqual(['', '']);
  });

  it('by mouse and typing: submits once, PRICE_DEBOUNCE_MS after the last keystroke, the value corrected', async () => {
    const { from, submit } = mount();
    await user().click(from);
    await user().type(from, '99.6');
    await wait(PRICE_DEBOUNCE_MS - 1);
    expect(submit).not.toHaveBeenCalled();
    await wait(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(from.value).toBe('100');
    expect(valueTexts()).toEqual(['100\u00a0zł', '900\u00a0zł']);
    // The same range again is not sent again.
    await user().clear(from);
    await user().type(from, '100');
    await wait(PRICE_DEBOUNCE_MS);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('by keyboard on a handle: arrows and Page Up move it by 1 and 10 zł, the input follows, the form goes after the pause', async () => {
    const { from, submit } = mount('?priceFrom=100&priceTo=600');
    act(() => handles()[0]!.focus());
    await user().keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    expect(valueTexts()[0]).toBe('112\u00a0zł');
    expect(from.value).toBe('112');
    await user().keyboard('{End}');
    expect(valueTexts()[0]).toBe('600\u00a0zł');
    await wait(PRICE_DEBOUNCE_MS);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(from.value).toBe('600');
  });

  it('corrects a lower bound above the upper one on blur, and values out of range on Enter', async () => {
    const { from, to } = mount('?priceTo=300');
    await user().type(from, '500');
    await user().tab();
    expect(from.value).toBe('300');
    await user().type(to, '{Backspace>3}5000{Enter}');
    expect(to.value).toBe('');
    expect(valueTexts()).toEqual(['300\u00a0zł', '900\u00a0zł']);
  });

  it('a submit by the button corrects first and leaves no timer to send the form again', async () => {
    const { form, from, submit } = mount();
    form.addEventListener('submit', (event) => event.preventDefault());
    await user().type(from, '50.4');
    fireEvent.submit(form);
    expect(from.value).toBe('50');
    expect(form.noValidate).toBe(true);
    await wait(PRICE_DEBOUNCE_MS * 2);
    expect(submit).not.toHaveBeenCalled();
  });

  it('never submits with data-auto-submit="false"', async () => {
    const { from, submit } = mount('', false);
    await user().type(from, '200');
    await wait(PRICE_DEBOUNCE_MS * 3);
    expect(submit).not.toHaveBeenCalled();
    expect(from.value).toBe('200');
  });

  it('acts on a value typed before it woke, as on one typed now: handles follow, the form is sent once', async () => {
    const { element, from, to, submit } = serverMarkup('?priceTo=600');
    to.value = '600';
    from.value = '250';
    renderIsland(priceSlider, element, { priceMin: 20, priceMax: 900, autoSubmit: true });
    expect(from.value).toBe('250');
    expect(valueTexts()).toEqual(['20\u00a0zł', '600\u00a0zł']);
    await wait(PRICE_DEBOUNCE_MS);
    expect(valueTexts()).toEqual(['250\u00a0zł', '600\u00a0zł']);
    expect(submit).toHaveBeenCalledTimes(1);
    await wait(PRICE_DEBOUNCE_MS * 2);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('takes new bounds from the priceBounds signal and clamps the values into them, without submitting', async () => {
    const { from, to, submit } = mount('?priceFrom=50&priceTo=800');
    act(() => void (priceBounds.value = { min: 100, max: 400.5 }));
    expect([from.min, from.max, from.placeholder, to.placeholder]).toEqual(['100', '401', '100', '401']);
    expect([from.value, to.value]).toEqual(['', '']);
    expect(valueTexts()).toEqual(['100\u00a0zł', '401\u00a0zł']);
    await wait(PRICE_DEBOUNCE_MS * 2);
    expect(submit).not.toHaveBeenCalled();
  });

  it('wakes within bounds set before it woke (a category chosen in advanced search first)', () => {
    act(() => void (priceBounds.value = { min: 100, max: 400 }));
    const { from, to } = mount('?priceFrom=50&priceTo=800');
    expect([from.min, from.max, to.min, to.max]).toEqual(['100', '400', '100', '400']);
    expect(valueTexts()).toEqual(['100\u00a0zł', '400\u00a0zł']);
  });

  it('kept by a swap, shows the range of the listing it put on screen (Back, a pill), dropping a send still waiting', async () => {
    const { from, to, submit } = mount('?priceFrom=100&priceTo=600');
    const drawn = handles();
    await user().type(to, '{Backspace>3}500');
    history.replaceState(null, '', '/kategoria/odziez?producer=2');
    act(() => void (swappedListing.value = '/kategoria/odziez?producer=2'));
    expect([from.value, to.value]).toEqual(['', '']);
    expect(valueTexts()).toEqual(['20\u00a0zł', '900\u00a0zł']);
    expect(handles()).toEqual(drawn);
    await wait(PRICE_DEBOUNCE_MS * 2);
    expect(submit).not.toHaveBeenCalled();
    // The range it sent itself, once its listing is on screen, changes nothing: the handles stay where they are.
    await user().type(from, '300');
    await wait(PRICE_DEBOUNCE_MS);
    expect(submit).toHaveBeenCalledTimes(1);
    act(() => handles()[0]!.focus());
    await user().keyboard('{ArrowRight}');
    act(() => void (swappedListing.value = '/kategoria/odziez?producer=2&priceFrom=300'));
    expect(valueTexts()[0]).toBe('301\u00a0zł');
  });

  it('works with the inputs straight in the hook, kept as the same nodes', () => {
    const { element } = serverMarkup('?priceFrom=30', '<input type="number" id="from" name="priceFrom"><input type="number" id="to" name="priceTo">');
    const inputs = [...element.querySelectorAll('input')];
    renderIsland(priceSlider, element, { priceMin: 20, priceMax: 900, autoSubmit: true });
    expect([...element.children]).toEqual([...inputs, element.querySelector('.sf-price-slider')]);
    expect(inputs[0]!.value).toBe('30');
  });

  it('refuses bounds upside down and a hook without the inputs', () => {
    const element = document.createElement('div');
    expect(() => priceSlider.read(element, { priceMin: 9, priceMax: 1 })).toThrow('data-price-max (1) is below');
    expect(() => priceSlider.read(element, { priceMin: 1, priceMax: 9 })).toThrow('<input name="priceFrom">');
  });
});
