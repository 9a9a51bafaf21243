// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productVariants } from '../../shared/state/product-variant';
import { renderIsland } from '../../test-support/test-context';
import { optionsShop, variant, type OptionsShop } from '../../test-support/fake-options-shop';
import * as productPrice from '../product-price/ProductPrice';
import * as productOptions from './ProductOptions';
import { message } from '../../shared/messages/message';

const PAGE = `<div class="product-options" data-island="product-options" data-product-id="1">
<fieldset class="product-option" data-dictionary-id="1"><legend>Rozmiar</legend>
<input type="radio" id="o-102" name="dict-1" value="102"><label for="o-102">S</label>
<input type="radio" id="o-103" name="dict-1" value="103"><label for="o-103">M</label>
<input type="radio" id="o-104" name="dict-1" value="104"><label for="o-104">L</label></fieldset>
<fieldset class="product-option" data-dictionary-id="2"><legend>Kolor</legend>
<input type="radio" id="o-107" name="dict-2" value="107"><label for="o-107">Czarny</label>
<input type="radio" id="o-108" name="dict-2" value="108"><label for="o-108">Czerwony</label></fieldset>
</div>`;

const ANSWERS = {
  '102': variant({ OptionId: 10001, SKU: 'KZ-0001-01' }),
  '103': variant({ OptionId: 10002, SKU: 'KZ-0001-02' }),
  '104': variant({ OptionId: 10003, SKU: 'KZ-0001-03' }),
  '103,107': variant({ OptionId: 10004, SKU: 'KZ-0001-04', Images: ['p-04-a.png'] }),
  '103,108': variant({ OptionId: 10005, SKU: 'KZ-0001-05', Images: ['p-05-a.png'] }),
};

let hook: HTMLElement;
let shop: OptionsShop;
const option = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const checked = () => [...hook.querySelectorAll<HTMLInputElement>('input:checked')].map((radio) => radio.labels![0]!.textContent);
const sku = () => state()?.view?.sku;
const groups = () => screen.getAllByRole('group');
const busyGroups = () => groups().filter((group) => group.getAttribute('aria-busy') === 'true').length;
const sentDicts = () => shop.calls.map((call) => call.body);
const state = () => productVariants.value.get(1);
const mount = () => renderIsland(productOptions, hook, { productId: 1 });

beforeEach(() => {
  document.body.innerHTML = PAGE;
  hook = document.querySelector('[data-island]')!;
  shop = optionsShop(ANSWERS);
});
afterEach(() => {
  productVariants.value = new Map();
  vi.unstubAllGlobals();
});

describe('product-options island', () => {
  it('adopts the option lists: they and their radios stay the server nodes, untouched before any choice', async () => {
    const children = [...hook.childNodes];
    const radios = [...hook.querySelectorAll('input')];
    const html = hook.innerHTML;
    mount();
    expect([...hook.childNodes].slice(0, children.length)).toEqual(children);
    expect([...hook.querySelectorAll('input')]).toEqual(radios);
    expect(hook.innerHTML).toBe(html);
    expect(busyGroups()).toBe(0);
    // A choice that succeeds adds nothing either: the failure paragraph comes with the first failure.
    await userEvent.click(option('M'));
    await waitFor(() => expect(state()?.status).toBe('confirmed'));
    expect([...hook.childNodes]).toEqual(children);
  });

  it('by mouse: a clicked size is asked for with GetOptions, busy meanwhile, and its variant shown and shared', async () => {
    mount();
    shop.holdNext();
    await userEvent.click(option('M'));
    expect(option('M').checked).toBe(true);
    await waitFor(() => expect(sentDicts()).toEqual([{ request: { dicts: [103], pid: 1 } }]));
    expect(state()).toMatchObject({ status: 'pending', cartEnabled: false });
    await waitFor(() => expect(busyGroups()).toBe(2));
    shop.release();
    await waitFor(() => expect(state()).toMatchObject({ optionId: 10002, cartEnabled: true, images: ['p-02-a.png'], status: 'confirmed' }));
    expect(sku()).toBe('KZ-0001-02');
    await waitFor(() => expect(busyGroups()).toBe(0));
    await userEvent.click(option('Czerwony'));
    await waitFor(() => expect(sku()).toBe('KZ-0001-05'));
    expect(sentDicts()[1]).toEqual({ request: { dicts: [103, 108], pid: 1 } });
  });

  it("a choice shows on the price island through the shared state: busy while it loads, then the variant's price", async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div data-island="product-price" data-product-id="1"><p class="price" data-price-box><span data-price-current>499,99 zł</span></p></div>');
    const box = document.querySelector<HTMLElement>('[data-price-box]')!;
    renderIsland(productPrice, box.parentElement!, { productId: 1 });
    mount();
    shop.holdNext();
    await userEvent.click(option('M'));
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('true'));
    expect(box.className).toBe('price is-updating');
    expect(box.textContent).toBe('499,99 zł');
    shop.release();
    await waitFor(() => expect(box.textContent).toBe('1\u00a0234,50\u00a0zł'));
    expect(box.className).toBe('price');
    expect(box.hasAttribute('aria-busy')).toBe(false);
  });

  it('by keyboard: arrow keys within a group choose, and each choice is asked for with GetOptions', async () => {
    mount();
    await userEvent.click(option('S'));
    await waitFor(() => expect(sku()).toBe('KZ-0001-01'));
    await userEvent.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['M']);
    await waitFor(() => expect(sku()).toBe('KZ-0001-02'));
    await userEvent.keyboard('{ArrowDown}');
    expect(checked()).toEqual(['L']);
    await waitFor(() => expect(sku()).toBe('KZ-0001-03'));
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    expect(document.activeElement).toBe(option('Czarny'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(state()?.optionId).toBe(10004));
    expect(sentDicts()).toEqual([102, 103, 104, 103].map((size) => ({ request: { dicts: [size], pid: 1 } })).concat([{ request: { dicts: [103, 107], pid: 1 } }]));
    expect(checked()).toEqual(['M', 'Czarny']);
  });

  it('a newer choice aborts the request in flight: its late answer is never shown', async () => {
    const { context } = mount();
    shop.holdNext();
    await userEvent.click(option('S'));
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    await userEvent.click(option('M'));
    await waitFor(() => expect(sku()).toBe('KZ-0001-02'));
    expect(shop.calls[0]!.signal.aborted).toBe(true);
    shop.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sku()).toBe('KZ-0001-02');
    expect(state()?.optionId).toBe(10002);
    expect(checked()).toEqual(['M']);
    expect(busyGroups()).toBe(0);
    expect(context.report).not.toHaveBeenCalled();
  });

  it('a failed call puts the previous radios and variant back, and shows, announces and logs the failure', async () => {
    const { context } = mount();
    await userEvent.click(option('M'));
    await userEvent.click(option('Czarny'));
    await waitFor(() => expect(state()?.optionId).toBe(10004));
    const confirmed = state();
    shop.failNext();
    await userEvent.click(option('Czerwony'));
    const note = await screen.findByText(message('product-options.failed'), { selector: 'p' });
    expect(note.className).toBe('form-error product-options__error');
    expect(note.parentElement).toBe(hook);
    expect(hook.lastElementChild).toBe(note);
    await screen.findByText(message('product-options.failed'), { selector: '[data-sf-announcer]' });
    expect(checked()).toEqual(['M', 'Czarny']);
    expect(state()).toEqual(confirmed);
    expect(sku()).toBe('KZ-0001-04');
    expect(busyGroups()).toBe(0);
    expect(vi.mocked(context.report).mock.calls[0]![0]).toBe('could not load the chosen variant; the previous choice is back');
    // Choosing it again works once the shop answers, and the message goes.
    await userEvent.click(option('Czerwony'));
    await waitFor(() => expect(sku()).toBe('KZ-0001-05'));
    expect(note.hidden).toBe(true);
  });

  it('a failure before anything was confirmed puts back the server choice and forgets the variant', async () => {
    option('S').setAttribute('checked', '');
    mount();
    shop.failNext();
    await userEvent.click(option('L'));
    await screen.findByText(message('product-options.failed'), { selector: 'p' });
    expect(checked()).toEqual(['S']);
    expect(productVariants.value.has(1)).toBe(false);
  });

  it('first touch: a size checked before the island woke is fetched once, when it mounts', async () => {
    option('M').checked = true;
    mount();
    await waitFor(() => expect(state()?.status).toBe('confirmed'));
    expect(sentDicts()).toEqual([{ request: { dicts: [103], pid: 1 } }]);
    expect(sku()).toBe('KZ-0001-02');
    expect(option('M').checked).toBe(true);
  });

  it("sends nothing at mount while the choice still is the server's", async () => {
    option('M').setAttribute('checked', '');
    mount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(option('M').checked).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(state()).toBeUndefined();
  });

  it('going away aborts the request in flight, ends the pending state and puts the confirmed variant back', async () => {
    const serverNodes = [...hook.childNodes];
    const { unmount } = mount();
    await userEvent.click(option('M'));
    await waitFor(() => expect(state()?.optionId).toBe(10002));
    const confirmed = state();
    shop.holdNext();
    await userEvent.click(option('L'));
    await waitFor(() => expect(shop.calls).toHaveLength(2));
    unmount();
    expect(shop.calls[1]!.signal.aborted).toBe(true);
    expect(state()).toEqual(confirmed);
    // As the runtime does once a root goes: the server's nodes are back, and the island no longer hears them.
    hook.replaceChildren(...serverNodes);
    await userEvent.click(option('S'));
    expect(shop.calls).toHaveLength(2);
  });

  it('read() refuses a hook without option radios, naming what is missing', () => {
    const refused = (html: string) => {
      const hook = document.createElement('div');
      hook.innerHTML = html;
      return () => productOptions.read(hook);
    };
    expect(refused('<fieldset><input type="radio" value="1"></fieldset>')).toThrow('the hook holds no <fieldset class="product-option" data-dictionary-id="…">');
    expect(refused('<fieldset class="product-option"><input type="radio" value="1"></fieldset>')).toThrow('its <fieldset class="product-option"> needs a data-dictionary-id');
    expect(refused('<fieldset class="product-option" data-dictionary-id="1"><select></select></fieldset>')).toThrow(
      'no <fieldset class="product-option" data-dictionary-id="…"> in the hook holds an <input type="radio">',
    );
  });
});

/** The product block as the docs before 1.0.0 had a theme mark it: by ids, for this island to fill. */
const OLD_PARTS = `<h1 id="product-name">Kurtka zimowa</h1>
<p class="price price--large" id="product-price" data-product-price="499.99"><span class="price__current">499,99 zł</span></p>
<dl><dt>SKU</dt><dd id="product-sku">KZ-0001</dd><dt>EAN</dt><dd id="product-ean">5906254618563</dd></dl>`;

const UPGRADE_NOTE = 'upgrade note: CHANGELOG.md, 1.0.0, For integrators, "Price, name, codes and availability are hooks of their own"';

describe('product-options on a theme written for 0.x', () => {
  it('names the parts marked the old way and the upgrade note, once, and still asks for each choice', async () => {
    document.body.insertAdjacentHTML('afterbegin', OLD_PARTS);
    const { context } = mount();
    await userEvent.click(option('M'));
    await waitFor(() => expect(sku()).toBe('KZ-0001-02'));
    await userEvent.click(option('Czerwony'));
    await waitFor(() => expect(sku()).toBe('KZ-0001-05'));
    expect(context.report).toHaveBeenCalledOnce();
    expect(context.report).toHaveBeenCalledWith(
      `#product-name, #product-price, #product-sku, #product-ean will not follow the chosen variant without their hooks (product-name, product-price, product-codes); ${UPGRADE_NOTE}`,
    );
  });

  it('names a price block alone when the other parts are in their hooks', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<h1 id="product-name" data-island="product-name" data-product-id="1">Kurtka</h1><p class="price" id="product-price"><span class="price__current">499,99 zł</span></p>',
    );
    const { context } = mount();
    expect(context.report).toHaveBeenCalledExactlyOnceWith(`#product-price will not follow the chosen variant without their hooks (product-price); ${UPGRADE_NOTE}`);
  });

  it('says nothing when the parts with those ids sit in their hooks, as 1.0.0 has them', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<h1 id="product-name" data-island="product-name" data-product-id="1">Kurtka</h1>
<div data-island="product-price" data-product-id="1"><p class="price" id="product-price" data-price-box><strong data-price-current>499,99 zł</strong></p></div>
<dl data-island="product-codes" data-product-id="1"><dd id="product-sku" data-sku>KZ-0001</dd><dd id="product-ean" data-ean>590</dd></dl>
<div id="product-availability" data-island="product-availability" data-product-id="1"><strong data-availability-text>Dostępny</strong></div>`,
    );
    const { context } = mount();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(context.report).not.toHaveBeenCalled();
  });
});
