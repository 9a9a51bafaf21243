import { describe, expect, it } from 'vitest';
import type { ProductOptionResponse } from '../../shared/api/types';
import { variant } from '../../test-support/fake-options-shop';
import { variantView } from './variant-view';

const answer = (over: Partial<ProductOptionResponse> = {}) => variant({ ProductName: 'Kurtka', ...over });

describe('variantView', () => {
  it('formats prices with 2 decimals, a comma and zł, and the discount text', () => {
    const view = variantView(answer());
    expect(view.price).toBe('1\u00a0234,50\u00a0zł');
    expect(view.priceValue).toBe('1234.50');
    expect(view.oldPrice).toBe('1\u00a0452,35\u00a0zł');
    expect(view.discount).toBe('oszczędzasz 15%');
    expect(view).toMatchObject({ name: 'Kurtka', sku: 'KZ-0001-05', ean: '5906254618563' });
  });

  it('hides the old price and the discount when there are none', () => {
    const view = variantView(answer({ OldPriceGross: null, DiscountRate: 0 }));
    expect(view.oldPrice).toBeNull();
    expect(view.discount).toBeNull();
  });

  it('keeps the availability text and refuses a colour that is not a hex colour', () => {
    expect(variantView(answer()).availability).toEqual({ text: 'Dostępny', color: '#1e7b34', description: 'Od ręki', days: 1 });
    const hostile = answer({ ProductState: { Text: 'x', ColorHex: 'red;background:url(x)', Description: '', DaysAvailability: 0 } });
    expect(variantView(hostile).availability.color).toBeNull();
  });
});
