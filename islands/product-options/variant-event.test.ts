import { describe, expect, it } from 'vitest';
import { variant } from '../../test-support/fake-options-shop';
import { variantEventDetail } from './variant-event';

describe('variantEventDetail', () => {
  it('carries the answer as numbers and text, and none of its HTML', () => {
    const d = variant({ OptionId: 10007, PriceGross: 499.9, OldPriceGross: 599, DiscountRate: 17, HtmlResponse: '<b>M</b>' });
    const detail = variantEventDetail(1, d);
    expect(detail).toEqual({
      productId: 1,
      optionId: 10007,
      name: d.ProductName,
      sku: d.SKU,
      ean: d.EAN,
      price: 499.9,
      oldPrice: 599,
      discountRate: 17,
      cartEnabled: d.CartEnabled,
      state: { text: d.ProductState.Text, color: d.ProductState.ColorHex, description: d.ProductState.Description, days: d.ProductState.DaysAvailability },
    });
    expect(JSON.stringify(detail)).not.toContain('<b>');
  });
});
