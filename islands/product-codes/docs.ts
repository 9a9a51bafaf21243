import type { IslandDocs } from '../runtime/docs';
import { productCodesSchema } from './schema';

export const productCodesDocs: IslandDocs<typeof productCodesSchema> = {
  schema: productCodesSchema,
  summary:
    'The product\'s codes, following the variant the shopper chooses in `product-options` (through the shared variant state). The island adopts your markup as it is and renders only the texts of `[data-sku]` and `[data-ean]` (each text only; one of them may be missing): your labels and anything else in the hook (a brand link) stay your nodes. A code the chosen variant sends empty (`"EAN": ""`) is hidden with its row, so no label is left bare: mark the element holding a code and its label `data-sku-row` or `data-ean-row` (else the code\'s own element is what hides); it gets `hidden`, never removed, and shows again with the next variant that has the code. Render a row the product itself lacks with `hidden`. Until a variant is chosen the server\'s codes stand untouched. It wakes when the browser is idle.',
  attributes: {
    productId: 'The product whose chosen variant the codes show: the `data-product-id` of its `product-options` hook.',
  },
  example: `<dl class="product-codes" data-island="product-codes" data-product-id="1">
  <div data-sku-row><dt>SKU</dt><dd id="product-sku" data-sku>KZ-0001</dd></div>
  <div data-ean-row><dt>EAN</dt><dd id="product-ean" data-ean>5906254618563</dd></div>
</dl>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los, /produkt/5-kubek-termiczny-jez (Zielony: both codes empty)',
};
