// @vitest-environment happy-dom
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFormMessages } from '../../shared/state/product-form-message';
import { productVariants, setProductVariant, type ProductVariant } from '../../shared/state/product-variant';
import { chooseVariant, chosenValueIds, type VariantRequest } from './choose-variant';
import { optionsShop, variant } from '../../test-support/fake-options-shop';
import { variantEventDetail } from './variant-event';
import { variantView } from './variant-view';
import { message } from '../../shared/messages/message';

const PAGE = `<fieldset class="product-option" data-dictionary-id="1"><input type="radio" name="d1" value="102" checked><input type="radio" name="d1" value="103"></fieldset>
<fieldset class="product-option" data-dictionary-id="2"><input type="radio" name="d2" value="108"><input type="radio" name="d2" value="x"></fieldset>`;

const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const view = () => productVariants.value.get(1)?.view;
const formMessage = () => productFormMessages.value.get(1);
const M: ProductVariant = { optionId: 10004, cartEnabled: true, images: null, status: 'confirmed', view: variantView(variant({ OptionId: 10004, SKU: 'KZ-0001-04' })) };

let radios: HTMLInputElement[];
function request(over: Partial<VariantRequest> = {}): VariantRequest {
  return {
    productId: 1,
    hook: document.body,
    radios,
    confirmed: { checked: [radio('102')], variant: M },
    report: vi.fn(),
    signal: new AbortController().signal,
    ...over,
  };
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
  radios = [...document.querySelectorAll('input')];
  setProductVariant(1, M);
});
afterEach(() => {
  productVariants.value = new Map();
  productFormMessages.value = new Map();
  vi.unstubAllGlobals();
});

describe('chosenValueIds', () => {
  it('reads the checked value ids in page order, skipping values that are not ids', () => {
    radio('103').checked = true;
    radio('108').checked = true;
    expect(chosenValueIds(radios)).toEqual([103, 108]);
    radio('x').checked = true;
    expect(chosenValueIds(radios)).toEqual([103]);
  });
});

describe('chooseVariant', () => {
  it('asks GetOptions for the choice, pending meanwhile, and publishes the answer and its view in the variant state', async () => {
    const shop = optionsShop({ '103': variant() });
    radio('103').checked = true;
    const options = request();
    const done = chooseVariant(options);
    // The previous variant's images and view stay while the new one loads; the cart waits for the answer.
    expect(productVariants.value.get(1)).toEqual({ optionId: 10004, cartEnabled: false, images: null, status: 'pending', view: M.view });
    const confirmed = { optionId: 10005, cartEnabled: true, images: ['p-02-a.png'], status: 'confirmed', view: variantView(variant()) };
    expect(await done).toEqual({ checked: [radio('103')], variant: confirmed });
    expect(shop.calls.map((call) => call.body)).toEqual([{ request: { dicts: [103], pid: 1 } }]);
    expect(productVariants.value.get(1)).toEqual(confirmed);
    expect(view()).toMatchObject({ name: 'Kurtka zimowa M', price: '1\u00a0234,50\u00a0zł', priceValue: '1234.50', oldPrice: '1\u00a0452,35\u00a0zł', discount: 'oszczędzasz 15%', sku: 'KZ-0001-05' });
    expect(options.report).not.toHaveBeenCalled();
  });

  it('sends the request after the next paint, the cart locked meanwhile; a choice superseded before then sends nothing', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const shop = optionsShop({ '103': variant() });
    radio('103').checked = true;
    const abort = new AbortController();
    const superseded = chooseVariant(request({ signal: abort.signal }));
    const latest = chooseVariant(request());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shop.calls).toHaveLength(0);
    expect(productVariants.value.get(1)).toMatchObject({ status: 'pending', cartEnabled: false });
    abort.abort();
    frames.forEach((frame) => frame(performance.now()));
    expect(await superseded).toBeUndefined();
    expect(await latest).toMatchObject({ variant: { optionId: 10005, status: 'confirmed' } });
    expect(shop.calls).toHaveLength(1);
  });

  it('tells theme scripts the variant on its hook once it has been painted, and not one a newer choice replaced by then', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const paint = async () => {
      frames.splice(0).forEach((frame) => frame(performance.now()));
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const hook = document.createElement('div');
    const heard: unknown[] = [];
    hook.addEventListener('storefront:variant', (event) => heard.push([event.target, event.detail]));
    optionsShop({ '103': variant() });
    radio('103').checked = true;
    const abort = new AbortController();
    const shown = chooseVariant(request({ hook, signal: abort.signal }));
    await paint();
    await shown;
    expect(heard).toEqual([]);
    await paint();
    expect(heard).toEqual([[hook, variantEventDetail(1, variant())]]);

    const replaced = chooseVariant(request({ hook, signal: abort.signal }));
    await paint();
    await replaced;
    abort.abort();
    await paint();
    expect(heard).toHaveLength(1);
  });

  it('publishes a variant not for sale and a combination without a variant (-1) as they are', async () => {
    optionsShop({ '102': variant({ OptionId: 10001, CartEnabled: false, OldPriceGross: null, DiscountRate: 0 }) });
    await chooseVariant(request());
    expect(productVariants.value.get(1)).toMatchObject({ optionId: 10001, cartEnabled: false, status: 'confirmed' });
    expect(view()).toMatchObject({ oldPrice: null, discount: null });
    radio('108').checked = true;
    await chooseVariant(request());
    expect(productVariants.value.get(1)).toMatchObject({ optionId: -1, cartEnabled: false, status: 'confirmed' });
    expect(view()?.availability.text).toBe('Wariant niedostępny');
  });

  it('on failure puts the confirmed radios and variant back, logs and announces it, says it as the form\'s message, and tells theme scripts no variant', async () => {
    const hook = document.createElement('div');
    const heard: unknown[] = [];
    hook.addEventListener('storefront:variant', (event) => heard.push(event.detail));
    const shop = optionsShop({});
    shop.failNext();
    radio('103').checked = true;
    radio('108').checked = true;
    const options = request({ hook });
    expect(await chooseVariant(options)).toBeUndefined();
    expect(radios.filter((r) => r.checked)).toEqual([radio('102')]);
    expect(productVariants.value.get(1)).toEqual(M);
    expect(view()?.sku).toBe('KZ-0001-04');
    expect(vi.mocked(options.report).mock.calls[0]![0]).toBe('could not load the chosen variant; the previous choice is back');
    expect(formMessage()).toEqual({ text: message('product-options.failed'), from: 'options', variant: M });
    await screen.findByText(message('product-options.failed'), { selector: '[data-sf-announcer]' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(heard).toEqual([]);
  });

  it('when aborted drops the request quietly and leaves the pending state to the newer one', async () => {
    const shop = optionsShop({ '103': variant() });
    shop.holdNext();
    radio('103').checked = true;
    const abort = new AbortController();
    const options = request({ signal: abort.signal });
    const done = chooseVariant(options);
    await vi.waitFor(() => expect(shop.calls).toHaveLength(1));
    abort.abort();
    shop.release();
    expect(await done).toBeUndefined();
    expect(shop.calls[0]!.signal.aborted).toBe(true);
    expect(productVariants.value.get(1)).toMatchObject({ status: 'pending', view: M.view });
    expect(radio('103').checked).toBe(true);
    expect(options.report).not.toHaveBeenCalled();
    expect(formMessage()).toBeUndefined();
  });
});
