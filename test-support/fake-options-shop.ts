/** Test helper: a GetOptions endpoint on the stubbed fetch, answering per choice, holding or failing a call on demand. */
import type { ProductOptionResponse } from '../shared/api/types';
import { sent, stubFetch } from './fake-fetch';
import type { ProductVariant, VariantStatus } from '../shared/state/product-variant';
import { variantView } from '../islands/product-options/variant-view';

export const variant = (over: Partial<ProductOptionResponse> = {}): ProductOptionResponse => ({
  OptionId: 10005,
  HtmlResponse: '',
  SKU: 'KZ-0001-05',
  EAN: '5906254618563',
  PriceGross: 1234.5,
  OldPriceGross: 1452.35,
  DiscountRate: 15,
  ProductName: 'Kurtka zimowa M',
  Images: ['p-02-a.png'],
  CartEnabled: true,
  ProductState: { Text: 'Dostępny', ColorHex: '#1e7b34', Description: 'Od ręki', DaysAvailability: 1 },
  ...over,
});

/** The variant state once the server answered `over` (or while its choice is pending): what the product's parts render. */
export const chosenVariant = (over: Partial<ProductOptionResponse> = {}, status: VariantStatus = 'confirmed'): ProductVariant => {
  const d = variant(over);
  return { optionId: d.OptionId, cartEnabled: d.CartEnabled, images: d.Images, status, view: variantView(d) };
};

export interface OptionsCall {
  body: unknown;
  signal: AbortSignal;
}

export interface OptionsShop {
  calls: OptionsCall[];
  /** The next call waits until `release` (an answer given then, however late). */
  holdNext: () => void;
  release: () => void;
  /** The next call answers 500. */
  failNext: () => void;
}

/** Answers each call with `answers[dicts joined by ","]`, else OptionId -1. */
export function optionsShop(answers: Record<string, ProductOptionResponse>): OptionsShop {
  const calls: OptionsCall[] = [];
  let hold = false;
  let fail = false;
  let release = () => {};
  stubFetch(async (request) => {
    const body = JSON.parse(sent()!.body) as { request: { dicts: number[] } };
    calls.push({ body, signal: request.signal });
    if (fail) {
      fail = false;
      return new Response('', { status: 500 });
    }
    if (hold) {
      hold = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    const d = answers[body.request.dicts.join(',')] ?? variant({ OptionId: -1, CartEnabled: false, ProductState: { Text: 'Wariant niedostępny', ColorHex: '#999999', Description: '', DaysAvailability: 0 } });
    return new Response(JSON.stringify({ d }));
  });
  return {
    calls,
    holdNext: () => (hold = true),
    release: () => release(),
    failNext: () => (fail = true),
  };
}
