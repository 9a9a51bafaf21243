// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseServerHtml } from '../../shared/html';
import { readProductBlock } from './product-block';

/** A product page as the shop sends it: the price marked for quick add, the form with options and a size chart link it leaves out. */
const productPage = ({ chosen = false, formId = 'add-to-cart-form' } = {}) => `<!doctype html><html><head><title>Kurtka</title></head><body>
<h1 id="product-name">Kurtka zimowa</h1>
<div class="product-price" data-island="product-price" data-product-id="1" data-quick-add-part><p id="product-price">499,99 zł</p></div>
<div data-quick-add-part><p class="nested" data-quick-add-part>Dostępny</p></div>
<form id="${formId}" data-island="add-to-cart" data-product-id="1" data-has-options="true">
<div data-island="product-options" data-product-id="1">
<fieldset class="product-option" data-dictionary-id="1"><input type="radio" id="option-1-101" name="dict-1" value="101"${chosen ? ' checked' : ''}><input type="radio" id="option-1-102" name="dict-1" value="102"></fieldset>
<fieldset class="product-option" data-dictionary-id="2"><input type="radio" id="option-2-201" name="dict-2" value="201"><input type="radio" id="option-2-202" name="dict-2" value="202"></fieldset>
</div>
<p class="size-chart-link" data-quick-add-omit><a href="/tabela-rozmiarow" data-island="popup" data-popup-template="size-chart">Tabela rozmiarów</a></p>
<button type="submit" id="add-to-cart-button">Dodaj do koszyka</button>
</form>
<script>window.ran = true</script>
</body></html>`;

beforeEach(() => {
  document.body.innerHTML = '<main><h1>Odzież</h1></main>';
});

describe('readProductBlock', () => {
  it('takes the marked parts in page order and the product form, leaves out what is marked to omit, and nothing runs', () => {
    const block = readProductBlock(parseServerHtml(productPage()), 1);
    if (!block.ok) throw new Error(block.problem);
    const parts = [...block.content.children];
    expect(parts.map((part) => part.getAttribute('data-island') ?? part.localName)).toEqual(['product-price', 'div', 'add-to-cart']);
    expect(block.content.querySelectorAll('.nested')).toHaveLength(1);
    expect(block.content.querySelector('[data-island="popup"]')).toBeNull();
    expect(block.content.querySelector('script')).toBeNull();
    expect(block.content.querySelector('#product-name')).toBeNull();
  });

  it('puts focus first on the first option of the first group with nothing chosen, else on the button', () => {
    const none = readProductBlock(parseServerHtml(productPage()), 1);
    const first = readProductBlock(parseServerHtml(productPage({ chosen: true })), 1);
    if (!none.ok || !first.ok) throw new Error('no block');
    expect(none.firstFocus?.id).toBe('option-1-101');
    expect(first.firstFocus?.id).toBe('option-2-201');
    const simple = readProductBlock(parseServerHtml('<form data-island="add-to-cart" data-product-id="3"><button>Dodaj</button></form>'), 3);
    if (!simple.ok) throw new Error(simple.problem);
    expect(simple.firstFocus?.textContent).toBe('Dodaj');
  });

  it('says what is wrong with a page that holds no form of the product', () => {
    expect(readProductBlock(parseServerHtml(productPage()), 2)).toEqual({ ok: false, problem: 'the product page holds no form[data-island="add-to-cart"][data-product-id="2"]' });
    expect(readProductBlock(parseServerHtml('<h1>Błąd serwera</h1>'), 1).ok).toBe(false);
  });

  it('refuses a block whose ids this page holds already, naming them', () => {
    document.body.innerHTML = '<form id="add-to-cart-form"></form><p id="product-price"></p>';
    expect(readProductBlock(parseServerHtml(productPage()), 1)).toEqual({
      ok: false,
      problem: "the product page's #product-price, #add-to-cart-form are on this page already: quick add belongs on pages without a product form",
    });
  });
});
