// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { chosenVariant } from '../../test-support/fake-options-shop';
import { renderIsland } from '../../test-support/test-context';
import * as productPrice from './ProductPrice';

/** Theme 2's price: <strong>, <s>, <em>, the parts the slots mark. */
const THEME_2 = `<div class="gx-product__price" data-island="product-price" data-product-id="1"><p class="gx-price gx-price--big" id="product-price" data-price-box data-product-price="499.99"><strong class="price__current" data-price-current>499,99\u00a0zł</strong> <s class="price__old" data-price-old>588,22\u00a0zł</s> <em class="price__discount" data-price-discount>oszczędzasz 15%</em></p></div>`;
/** Theme 1's old price: the amount in its <del>, after words for screen readers. */
const THEME_1 = `<div data-island="product-price" data-product-id="1"><p class="price" data-price-box><span data-price-current>499,99\u00a0zł</span> <span class="price__old" data-price-old hidden><span class="sf-visually-hidden">Cena przed obniżką: </span><del data-price-amount>588,22\u00a0zł</del></span></p></div>`;

const mount = (markup: string) => {
  document.body.innerHTML = markup;
  const hook = document.querySelector<HTMLElement>('[data-island]')!;
  const parts = [...hook.querySelectorAll('*')];
  const html = hook.innerHTML;
  return { hook, parts, html, ...renderIsland(productPrice, hook, { productId: 1 }) };
};
const choose = (...args: Parameters<typeof chosenVariant>) => act(async () => setProductVariant(1, chosenVariant(...args)));
const box = () => document.getElementById('product-price')!;

afterEach(() => act(() => void (productVariants.value = new Map())));

describe('product-price island', () => {
  it("leaves the server's price untouched until a variant is chosen", () => {
    const { hook, parts, html } = mount(THEME_2);
    expect(hook.innerHTML).toBe(html);
    expect([...hook.querySelectorAll('*')]).toEqual(parts);
  });

  it("renders a chosen variant's texts into the theme's <strong>, <s> and <em>, which stay the same nodes", async () => {
    const { hook, parts } = mount(THEME_2);
    await choose({ PriceGross: 1234.5, OldPriceGross: 1452.35, DiscountRate: 15 });
    expect(box().textContent).toBe('1\u00a0234,50\u00a0zł 1\u00a0452,35\u00a0zł oszczędzasz 15%');
    expect(box().dataset.productPrice).toBe('1234.50');
    expect([...hook.querySelectorAll('*')]).toEqual(parts);
    expect(box().className).toBe('gx-price gx-price--big');
  });

  it('shows a variant answered before it woke', () => {
    setProductVariant(1, chosenVariant({ PriceGross: 1234.5, OldPriceGross: null, DiscountRate: 0 }));
    const { hook } = mount(THEME_2);
    expect(box().textContent).toBe('1\u00a0234,50\u00a0zł 588,22\u00a0zł oszczędzasz 15%');
    expect(box().dataset.productPrice).toBe('1234.50');
    expect(hook.querySelector('s')!.hidden).toBe(true);
    expect(hook.querySelector('em')!.hidden).toBe(true);
  });

  it('hides the parts a variant lacks, never removing them, and shows them again for one that has them', async () => {
    const { hook, parts } = mount(THEME_2);
    await choose({ PriceGross: 100, OldPriceGross: null, DiscountRate: 0 });
    expect(hook.querySelector('s')!.hidden).toBe(true);
    expect(hook.querySelector('em')!.hidden).toBe(true);
    expect(hook.querySelector('strong')!.textContent).toBe('100,00\u00a0zł');
    await choose({ PriceGross: 90, OldPriceGross: 100, DiscountRate: 10 });
    expect(hook.querySelector('s')!.hidden).toBe(false);
    expect(hook.querySelector('s')!.textContent).toBe('100,00\u00a0zł');
    expect(hook.querySelector('em')).toMatchObject({ hidden: false, textContent: 'oszczędzasz 10%' });
    expect([...hook.querySelectorAll('*')]).toEqual(parts);
  });

  it('shows the box busy while a choice loads, with the pending choice keeping the last price', async () => {
    mount(THEME_2);
    await choose({ PriceGross: 200 });
    await choose({ PriceGross: 200 }, 'pending');
    expect(box().className).toBe('gx-price gx-price--big is-updating');
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(box().querySelector('strong')!.textContent).toBe('200,00\u00a0zł');
    await choose({ PriceGross: 300 });
    expect(box().className).toBe('gx-price gx-price--big');
    expect(box().hasAttribute('aria-busy')).toBe(false);
    expect(box().querySelector('strong')!.textContent).toBe('300,00\u00a0zł');
  });

  it("writes the old price's amount only, keeping the theme's words inside the part, and shows a part the server sent hidden", async () => {
    const { hook } = mount(THEME_1);
    const words = hook.querySelector('.sf-visually-hidden')!;
    await choose({ PriceGross: 90, OldPriceGross: 120.5, DiscountRate: 25 });
    expect(hook.querySelector('[data-price-old]')).toMatchObject({ hidden: false, textContent: 'Cena przed obniżką: 120,50\u00a0zł' });
    expect(hook.querySelector('.sf-visually-hidden')).toBe(words);
    expect(hook.querySelector('[data-price-box]')!.getAttribute('class')).toBe('price');
  });

  it('read() refuses markup without the slots it renders, naming them', () => {
    const refused = (html: string) => () => {
      const hook = document.createElement('div');
      hook.innerHTML = html;
      return productPrice.read(hook);
    };
    expect(refused('<p><b data-price-current>1 zł</b></p>')).toThrow('no [data-price-box] inside the hook');
    expect(refused('<p data-price-box><b>1 zł</b></p>')).toThrow('no [data-price-current] inside the hook');
    expect(refused('<p data-price-box><b data-price-current><i>1</i> zł</b></p>')).toThrow('[data-price-current] must hold only text');
    expect(refused('<p data-price-box><b data-price-current>1 zł</b><s data-price-old><i>2</i> zł</s></p>')).toThrow('[data-price-old] must hold only text');
  });
});
