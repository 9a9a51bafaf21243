import type { IslandDocs } from '../runtime/docs';
import type { productCodesSchema } from './schema';

export const productCodesDocs: IslandDocs<typeof productCodesSchema> = {
  summary:
    'The product\'s codes, following the variant the shopper chooses in `product-options` (through the shared variant state). The island adopts your markup as it is and renders only the texts of `[data-sku]` and `[data-ean]` (each text only; one of them may be missing): your labels and anything else in the hook (a brand link) stay your nodes. Until a variant is chosen the server\'s codes stand untouched. It wakes when the browser is idle.',
  attributes: {
    productId: 'The product whose chosen variant the codes show: the `data-product-id` of its `product-options` hook.',
  },
  example: `<dl class="product-codes" data-island="product-codes" data-product-id="1">
  <div><dt>SKU</dt><dd id="product-sku" data-sku>KZ-0001</dd></div>
  <div><dt>EAN</dt><dd id="product-ean" data-ean>5906254618563</dd></div>
</dl>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los',
};
