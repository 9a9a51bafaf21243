import type { IslandDocs } from '../runtime/docs';
import { productNameSchema } from './schema';

export const productNameDocs: IslandDocs<typeof productNameSchema> = {
  schema: productNameSchema,
  summary:
    'The product\'s name (its heading, say), as the variant the shopper chooses in `product-options` names it (through the shared variant state). The hook holds the name as text only, and the island renders that text; the hook element itself and its attributes stay yours. Until a variant is chosen the server\'s name stands untouched. It wakes when the browser is idle.',
  attributes: {
    productId: 'The product whose chosen variant names it: the `data-product-id` of its `product-options` hook.',
  },
  example: `<h1 class="product-title" id="product-name" data-island="product-name" data-product-id="1">Kurtka zimowa żółta Łoś</h1>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los',
};
