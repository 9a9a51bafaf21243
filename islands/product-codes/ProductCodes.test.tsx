// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { chosenVariant } from '../../test-support/fake-options-shop';
import { renderIsland } from '../../test-support/test-context';
import * as productCodes from './ProductCodes';

/** Theme 2's codes: a brand link and the words around the codes, all the theme's. */
const CODES = '<p class="gx-product__codes" data-island="product-codes" data-product-id="1">Marka: <a href="/producent/los">Łoś</a> · Kod produktu: <span data-sku>KZ-0001</span> · Kod kreskowy: <span data-ean>5900000000001</span></p>';

/** Theme 1's codes, each row marked: the label goes with its code. */
const THEME_1_CODES = '<dl class="product-codes" data-island="product-codes" data-product-id="1"><div data-sku-row><dt>SKU</dt><dd data-sku>KZ-0001</dd></div><div data-ean-row><dt>EAN</dt><dd data-ean>5900000000001</dd></div></dl>';
/** Theme 2's, its rows marked: each holds the separator before it. */
const THEME_2_ROWS = '<p class="gx-product__codes" data-island="product-codes" data-product-id="1">Marka: <a href="/producent/los">Łoś</a><span data-sku-row> · Kod produktu: <span data-sku>KZ-0001</span></span><span data-ean-row> · Kod kreskowy: <span data-ean>5900000000001</span></span></p>';

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
    expect([...hook.childNodes]).toBeTheSameNodes(nodes);
    expect(screen.getByRole('link', { name: 'Łoś' })).toBe(link);
  });

  it('shows a variant answered before it woke (an idle wake can come after the first choice)', () => {
    setProductVariant(1, chosenVariant({ SKU: 'KZ-0001-06', EAN: '5906254618570' }));
    document.body.innerHTML = CODES;
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    renderIsland(productCodes, hook, { productId: 1 });
    expect(hook.textContent).toBe('Marka: Łoś · Kod produktu: KZ-0001-06 · Kod kreskowy: 5906254618570');
  });

  it("hides the row of a code the variant sends empty (ASP.NET's \"\"), never removing it, and shows it again with the next variant that has one", async () => {
    document.body.innerHTML = THEME_1_CODES;
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    const nodes = [...hook.querySelectorAll('*')];
    const terms = () => screen.queryAllByRole('term').map((term) => term.textContent);
    const definitions = () => screen.queryAllByRole('definition').map((definition) => definition.textContent);
    renderIsland(productCodes, hook, { productId: 1 });
    expect(terms()).toEqual(['SKU', 'EAN']);
    await act(async () => setProductVariant(1, chosenVariant({ SKU: 'KT-0005-04', EAN: '' })));
    expect(terms()).toEqual(['SKU']);
    expect(definitions()).toEqual(['KT-0005-04']);
    await act(async () => setProductVariant(1, chosenVariant({ SKU: ' ', EAN: '' })));
    expect(terms()).toEqual([]);
    await act(async () => setProductVariant(1, chosenVariant({ SKU: 'KT-0005-01', EAN: '5906254618563' })));
    expect(terms()).toEqual(['SKU', 'EAN']);
    expect(definitions()).toEqual(['KT-0005-01', '5906254618563']);
    expect([...hook.querySelectorAll('*')]).toBeTheSameNodes(nodes);
    expect(hook.querySelectorAll('[hidden]')).toHaveLength(0);
  });

  it("theme 2's inline codes: the row holds the separator and the label, the brand link stays", async () => {
    document.body.innerHTML = THEME_2_ROWS;
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    const link = screen.getByRole('link', { name: 'Łoś' });
    const shownText = () => [...hook.childNodes].filter((node) => !(node instanceof HTMLElement && node.hidden)).map((node) => node.textContent).join('');
    renderIsland(productCodes, hook, { productId: 1 });
    await act(async () => setProductVariant(1, chosenVariant({ SKU: '', EAN: '' })));
    expect(shownText()).toBe('Marka: Łoś');
    await act(async () => setProductVariant(1, chosenVariant({ SKU: '', EAN: '5906254618563' })));
    expect(shownText()).toBe('Marka: Łoś · Kod kreskowy: 5906254618563');
    expect(screen.getByRole('link', { name: 'Łoś' })).toBe(link);
  });

  it('hides a row both codes share only when both are empty', async () => {
    document.body.innerHTML = '<div data-island="product-codes" data-product-id="1"><p data-sku-row data-ean-row>Kody: <span data-sku>KZ-0001</span> / <span data-ean>590</span></p></div>';
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    renderIsland(productCodes, hook, { productId: 1 });
    await act(async () => setProductVariant(1, chosenVariant({ SKU: '', EAN: '5906254618563' })));
    expect(screen.getByRole('paragraph').textContent).toBe('Kody:  / 5906254618563');
    await act(async () => setProductVariant(1, chosenVariant({ SKU: '', EAN: '' })));
    expect(screen.queryByRole('paragraph')).toBeNull();
  });

  it("keeps a row the server sent hidden until a variant is shown; hydration sets nothing", async () => {
    document.body.innerHTML = THEME_1_CODES.replace('<div data-ean-row>', '<div data-ean-row hidden>').replace('5900000000001', '');
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    const html = hook.outerHTML;
    renderIsland(productCodes, hook, { productId: 1 });
    expect(hook.outerHTML).toBe(html);
    await act(async () => setProductVariant(1, chosenVariant({ EAN: '5906254618563' })));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['SKU', 'EAN']);
  });

  it('works with one of the two codes, and read() refuses a hook with neither or a slot holding markup', async () => {
    document.body.innerHTML = '<dl data-island="product-codes"><dt>SKU</dt><dd data-sku>KZ-0001</dd></dl>';
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    renderIsland(productCodes, hook, { productId: 1 });
    await act(async () => setProductVariant(1, chosenVariant({ SKU: 'KZ-0001-02' })));
    expect(hook.querySelector('dd')!.textContent).toBe('KZ-0001-02');
    // Without a row marked, an empty code hides its own element.
    await act(async () => setProductVariant(1, chosenVariant({ SKU: '' })));
    expect(screen.queryByRole('definition')).toBeNull();
    expect(screen.getByRole('term').textContent).toBe('SKU');
    const refused = (html: string) => () => {
      const element = document.createElement('p');
      element.innerHTML = html;
      return productCodes.read(element);
    };
    expect(refused('<span id="product-sku">KZ</span>')).toThrow('the hook holds neither [data-sku] nor [data-ean]');
    expect(refused('<span data-ean><b>590</b></span>')).toThrow('[data-ean] must hold only text');
    expect(refused('<span data-ean-row>EAN</span> <span data-ean>590</span>')).toThrow("[data-ean-row] must hold the hook's [data-ean]");
  });
});
