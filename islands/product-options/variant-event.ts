import type { ProductOptionResponse } from '../../shared/api/types';
import type { VariantEventDetail } from '../../shared/events/types';

/** `storefront:variant`'s detail: the GetOptions answer's data as numbers and text, without its HTML. */
export function variantEventDetail(productId: number, d: ProductOptionResponse): VariantEventDetail {
  const state = d.ProductState;
  return {
    productId,
    optionId: d.OptionId,
    name: d.ProductName,
    sku: d.SKU,
    ean: d.EAN,
    price: d.PriceGross,
    oldPrice: d.OldPriceGross,
    discountRate: d.DiscountRate,
    cartEnabled: d.CartEnabled,
    state: { text: state.Text, color: state.ColorHex, description: state.Description, days: state.DaysAvailability },
  };
}
