// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { textRow } from './text-row';

const hook = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-island]')!;
};

describe('textRow', () => {
  it('finds the closest row marked around the slot, with its nodes and whether the server hid it', () => {
    const element = hook('<dl data-island="product-codes"><div data-ean-row hidden><dt>EAN</dt><dd data-ean></dd></div></dl>');
    const row = element.querySelector('div')!;
    expect(textRow(element, 'data-ean')).toEqual({ element: element.querySelector('dd'), text: '', row, rowNodes: [...row.childNodes], rowHidden: true });
  });

  it('is the slot itself without a row marked in the hook; a marker on the hook or outside it is no row', () => {
    const element = hook('<section data-ean-row><p data-island="product-codes" data-ean-row>EAN: <span data-ean>590</span></p></section>');
    const slot = element.querySelector('span')!;
    expect(textRow(element, 'data-ean')).toMatchObject({ element: slot, text: '590', row: slot, rowNodes: [], rowHidden: false });
    expect(textRow(element, 'data-sku')).toBeNull();
  });

  it('refuses a row marked in the hook that does not hold the slot', () => {
    const element = hook('<p data-island="product-codes"><span data-sku-row>SKU</span> <span data-sku>KZ</span></p>');
    expect(() => textRow(element, 'data-sku')).toThrow("[data-sku-row] must hold the hook's [data-sku]");
    const without = hook('<p data-island="product-codes"><span data-sku-row>SKU</span></p>');
    expect(() => textRow(without, 'data-sku')).toThrow("[data-sku-row] must hold the hook's [data-sku]");
  });
});
