import type { ProductOptionResponse } from '../../shared/api/types';
import { formatDiscount, formatPrice } from '../../shared/format';
import type { VariantView } from '../../shared/state/product-variant';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The GetOptions answer (`d`) as the page shows it. */
export function variantView(d: ProductOptionResponse): VariantView {
  const state = d.ProductState;
  return {
    name: d.ProductName,
    price: formatPrice(d.PriceGross),
    priceValue: d.PriceGross.toFixed(2),
    oldPrice: d.OldPriceGross === null ? null : formatPrice(d.OldPriceGross),
    discount: d.DiscountRate > 0 ? formatDiscount(d.DiscountRate) : null,
    sku: d.SKU,
    ean: d.EAN,
    availability: {
      text: state.Text,
      color: HEX_COLOR.test(state.ColorHex) ? state.ColorHex : null,
      description: state.Description,
      days: state.DaysAvailability,
    },
  };
}
