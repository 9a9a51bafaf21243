// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { chosenVariant } from '../../test-support/fake-options-shop';
import { renderIsland } from '../../test-support/test-context';
import * as productAvailability from './ProductAvailability';

/** Theme 2's block: its words around the number of days, and the dot it colours. */
const STOCK = `<div class="gx-stock" id="product-availability" data-island="product-availability" data-product-id="1">
<p class="gx-stock__state">Stan: <svg class="state-swatch gx-dot" viewBox="0 0 12 12" aria-hidden="true"><circle data-availability-color cx="6" cy="6" r="5" fill="#1e7b34"></circle></svg> <strong data-availability-text>Dostępny</strong></p>
<p class="gx-stock__note" data-availability-description>Od ręki</p>
<p class="gx-stock__ship">Czas wysyłki: <span data-availability-days>1</span> dni rob.</p>
</div>`;

const ship = () => document.querySelector('.gx-stock__ship')!;
const fill = () => document.querySelector('circle')!.getAttribute('fill');
const mount = () => {
  document.body.innerHTML = STOCK;
  const hook = document.querySelector<HTMLElement>('[data-island]')!;
  const nodes = [...hook.querySelectorAll('*'), ...ship().childNodes];
  const html = hook.innerHTML;
  return { hook, nodes, html, ...renderIsland(productAvailability, hook, { productId: 1 }) };
};
const choose = (state: { Text: string; ColorHex: string; Description: string; DaysAvailability: number }) =>
  act(async () => setProductVariant(1, chosenVariant({ ProductState: state })));

afterEach(() => act(() => void (productVariants.value = new Map())));

describe('product-availability island', () => {
  it("stands untouched until a variant is chosen, then renders its state, description, days and colour into the theme's nodes", async () => {
    const { hook, nodes, html } = mount();
    expect(hook.innerHTML).toBe(html);
    await choose({ Text: 'Na zamówienie', ColorHex: '#b26a00', Description: 'Sprowadzamy na życzenie', DaysAvailability: 7 });
    expect(hook.querySelector('strong')!.textContent).toBe('Na zamówienie');
    expect(hook.querySelector('.gx-stock__note')!.textContent).toBe('Sprowadzamy na życzenie');
    // The number alone: the words around it stay the theme's, the same text nodes.
    expect(ship().textContent).toBe('Czas wysyłki: 7 dni rob.');
    expect(hook.querySelector('[data-availability-days]')!.getAttribute('data-availability-days')).toBe('7');
    expect(fill()).toBe('#b26a00');
    expect([...hook.querySelectorAll('*'), ...ship().childNodes]).toBeTheSameNodes(nodes);
  });

  it('shows a variant answered before it woke', () => {
    setProductVariant(1, chosenVariant({ ProductState: { Text: 'Na zamówienie', ColorHex: '#b26a00', Description: 'Sprowadzamy na życzenie', DaysAvailability: 7 } }));
    const { hook } = mount();
    expect(hook.querySelector('strong')!.textContent).toBe('Na zamówienie');
    expect(ship().textContent).toBe('Czas wysyłki: 7 dni rob.');
    expect(fill()).toBe('#b26a00');
  });

  it("keeps the theme's colour when the server's is not a hex colour", async () => {
    mount();
    await choose({ Text: 'Dostępny', ColorHex: 'red;background:url(x)', Description: '', DaysAvailability: 2 });
    expect(fill()).toBe('#1e7b34');
    expect(ship().textContent).toBe('Czas wysyłki: 2 dni rob.');
  });

  it("hides the state's row, swatch and label with it, while the variant's state has no words (ASP.NET's \"\"), and an empty description", async () => {
    document.body.innerHTML = STOCK.replace('<p class="gx-stock__state">', '<p class="gx-stock__state" data-availability-text-row>');
    const hook = document.querySelector<HTMLElement>('[data-island]')!;
    const nodes = [...hook.querySelectorAll('*')];
    const rows = () => screen.queryAllByRole('paragraph').map((row) => row.textContent);
    renderIsland(productAvailability, hook, { productId: 1 });
    await choose({ Text: '', ColorHex: '#1e7b34', Description: 'Wysyłamy w ciągu 24 godzin.', DaysAvailability: 1 });
    expect(rows()).toEqual(['Wysyłamy w ciągu 24 godzin.', 'Czas wysyłki: 1 dni rob.']);
    await choose({ Text: 'Dostępny', ColorHex: '#1e7b34', Description: '', DaysAvailability: 1 });
    expect(rows()).toEqual(['Stan:  Dostępny', 'Czas wysyłki: 1 dni rob.']);
    await choose({ Text: 'Na zamówienie', ColorHex: '#b26a00', Description: 'Do 7 dni', DaysAvailability: 7 });
    expect(rows()).toEqual(['Stan:  Na zamówienie', 'Do 7 dni', 'Czas wysyłki: 7 dni rob.']);
    expect(fill()).toBe('#b26a00');
    expect([...hook.querySelectorAll('*')]).toBeTheSameNodes(nodes);
  });

  it('read() refuses a hook with none of its slots, or a slot holding markup, naming them', () => {
    const refused = (html: string) => () => {
      const element = document.createElement('div');
      element.innerHTML = html;
      return productAvailability.read(element);
    };
    expect(refused('<p>Dostępny</p>')).toThrow('the hook holds none of [data-availability-text], [data-availability-description], [data-availability-days], [data-availability-color]');
    expect(refused('<p data-availability-days><b>1</b> dzień</p>')).toThrow('[data-availability-days] must hold only text');
  });
});
