// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { chosenVariant } from '../product-options/fake-options-shop';
import { renderIsland } from '../test-context';
import * as productCodes from './ProductCodes';

/** Theme 2's codes: a brand link and the words around the codes, all the theme's. */
const CODES = '<p class="gx-product__codes" data-island="product-codes" data-product-id="1">Marka: <a href="/producent/los">Łoś</a> · Kod produktu: <span data-sku>KZ-0001</span> · Kod kreskowy: <span data-ean>5900000000001</span></p>';

afterEach(() => act(() => void (productVariants.value = new Map())));

describe('product-codes island', () => {
  it("renders the variant's SKU and EAN into the theme's slots; the link and words stay the theme's nodes", async () => {
    document.body.innerHTML = CODES;
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    const nodes = [...hook.childNodes];
    const link = screen.getByRole('link', { name: 'Łoś' });
    const html = hook.outerHTML;
    renderIsland(productCodes, hook, { productId: 1 });
    expect(hook.outerHTML).toBe(html);
    await act(async () => setProductVariant(1, chosenVariant({ SKU: 'KZ-0001-05', EAN: '5906254618563' })));
    expect(hook.textContent).toBe('Marka: Łoś · Kod produktu: KZ-0001-05 · Kod kreskowy: 5906254618563');
    expect([...hook.childNodes]).toEqual(nodes);
    expect(screen.getByRole('link', { name: 'Łoś' })).toBe(link);
  });

  it('shows a variant answered before it woke (an idle wake can come after the first choice)', () => {
    setProductVariant(1, chosenVariant({ SKU: 'KZ-0001-06', EAN: '5906254618570' }));
    document.body.innerHTML = CODES;
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    renderIsland(productCodes, hook, { productId: 1 });
    expect(hook.textContent).toBe('Marka: Łoś · Kod produktu: KZ-0001-06 · Kod kreskowy: 5906254618570');
  });

  it('works with one of the two codes, and read() refuses a hook with neither or a slot holding markup', async () => {
    document.body.innerHTML = '<dl data-island="product-codes"><dt>SKU</dt><dd data-sku>KZ-0001</dd></dl>';
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    renderIsland(productCodes, hook, { productId: 1 });
    await act(async () => setProductVariant(1, chosenVariant({ SKU: 'KZ-0001-02' })));
    expect(hook.querySelector('dd')!.textContent).toBe('KZ-0001-02');
    const refused = (html: string) => () => {
      const element = document.createElement('p');
      element.innerHTML = html;
      return productCodes.read(element);
    };
    expect(refused('<span id="product-sku">KZ</span>')).toThrow('the hook holds neither [data-sku] nor [data-ean]');
    expect(refused('<span data-ean><b>590</b></span>')).toThrow('[data-ean] must hold only text');
  });
});
