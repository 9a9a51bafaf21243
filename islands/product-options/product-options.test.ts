// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, hangingFetch, sent, stubFetch } from '../../shared/api/fake-fetch';
import { productVariants } from '../../shared/state/product-variant';
import { testContext } from '../test-context';
import productOptions, { chosenValueIds } from './product-options';

const D = {
  OptionId: 10005, HtmlResponse: '', SKU: 'KZ-05', EAN: '590', PriceGross: 99.9, OldPriceGross: null, DiscountRate: 0,
  ProductName: 'Kurtka', Images: ['p-02-a.png'], CartEnabled: true,
  ProductState: { Text: 'Dostępny', ColorHex: '#00ff00', Description: 'Od ręki', DaysAvailability: 2 },
};

let hook: HTMLElement;
beforeEach(() => {
  productVariants.value = new Map();
  document.body.innerHTML = `<p id="product-price"><span class="price__current">1,00 zł</span></p><dd id="product-sku">OLD</dd>
<div id="hook"><fieldset class="product-option" data-dictionary-id="1"><input type="radio" name="d1" value="102"><input type="radio" name="d1" value="103"></fieldset></div>`;
  hook = document.getElementById('hook')!;
});
afterEach(() => vi.unstubAllGlobals());

const radio = (value: string) => hook.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const pick = (value: string) => {
  radio(value).checked = true;
  radio(value).dispatchEvent(new Event('change', { bubbles: true }));
};

describe('product-options island', () => {
  it('reads the checked value ids', () => {
    radio('103').checked = true;
    expect(chosenValueIds(hook.querySelectorAll('input'))).toEqual([103]);
  });

  it('asks GetOptions for the choice and publishes the confirmed variant', async () => {
    answerJson({ d: D });
    productOptions.mount(hook, { productId: 1 }, testContext(hook));
    pick('103');
    expect(productVariants.value.get(1)?.status).toBe('pending');
    expect(hook.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(productVariants.value.get(1)?.status).toBe('confirmed'));
    expect(JSON.parse(sent()!.body)).toEqual({ request: { dicts: [103], pid: 1 } });
    expect(productVariants.value.get(1)).toEqual({ optionId: 10005, cartEnabled: true, images: ['p-02-a.png'], status: 'confirmed' });
    expect(document.getElementById('product-sku')!.textContent).toBe('KZ-05');
    expect(document.querySelector('.price__current')!.textContent).toBe('99,90\u00a0zł');
    expect(document.querySelector('.price__old')).toBeNull();
    expect(hook.hasAttribute('aria-busy')).toBe(false);
  });

  it('fetches the variant of a value chosen before the island woke, once, when it mounts', async () => {
    answerJson({ d: D });
    radio('103').checked = true;
    productOptions.mount(hook, { productId: 1 }, testContext(hook));
    await vi.waitFor(() => expect(productVariants.value.get(1)?.status).toBe('confirmed'));
    expect(JSON.parse(sent()!.body)).toEqual({ request: { dicts: [103], pid: 1 } });
  });

  it('sends nothing at mount when the choice is still the server\'s', () => {
    stubFetch(async () => new Response('{}'));
    radio('102').setAttribute('checked', '');
    productOptions.mount(hook, { productId: 1 }, testContext(hook));
    expect(radio('102').checked).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the previous choice back and reports when the call fails', async () => {
    stubFetch(async () => new Response('', { status: 500 }));
    const context = testContext(hook);
    productOptions.mount(hook, { productId: 1 }, context);
    pick('102');
    await vi.waitFor(() => expect(context.report).toHaveBeenCalled());
    expect(radio('102').checked).toBe(false);
    expect(productVariants.value.has(1)).toBe(false);
    expect(hook.hasAttribute('aria-busy')).toBe(false);
    expect(hook.querySelector('.form-error')!.textContent).toBe('Nie udało się wczytać wybranego wariantu. Spróbuj ponownie.');
  });

  it('aborts the superseded request without reporting it', async () => {
    hangingFetch();
    const context = testContext(hook);
    productOptions.mount(hook, { productId: 1 }, context);
    pick('102');
    answerJson({ d: D });
    pick('103');
    await vi.waitFor(() => expect(productVariants.value.get(1)?.status).toBe('confirmed'));
    expect(context.report).not.toHaveBeenCalled();
  });

  it('refuses a hook without option lists', () => {
    const empty = document.createElement('div');
    expect(() => productOptions.mount(empty, { productId: 1 }, testContext(empty))).toThrow('fieldset.product-option');
  });
});
