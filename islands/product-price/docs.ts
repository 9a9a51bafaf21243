import type { IslandDocs } from '../runtime/docs';
import { productPriceSchema } from './schema';

export const productPriceDocs: IslandDocs<typeof productPriceSchema> = {
  schema: productPriceSchema,
  summary:
    'The price on the product page, following the variant the shopper chooses in `product-options` (through the shared variant state). The hook wraps your price markup, which the island adopts as it is and in which it changes only: the text of `[data-price-current]` (text only); the old price `[data-price-old]`, whose amount goes into its `[data-price-amount]` when it has one (so words inside it, like a visually hidden "Cena przed obniżką: ", stay yours; else the part holds text only); the discount `[data-price-discount]` (text only, "oszczędzasz N%"); and, on `[data-price-box]`, `data-product-price` (the raw price, `1234.50`), the class `is-updating` and `aria-busy="true"` while a chosen variant loads. A part the chosen variant lacks (no old price, no discount) gets `hidden` and comes back with the next variant that has it: render a part the product itself lacks with `hidden` when a variant may have it. Your elements (`<strong>`, `<s>`, `<em>`, …) stay the same nodes. Until a variant is chosen the server\'s price stands untouched. It wakes when the browser is idle; a variant chosen before that shows once it wakes.',
  attributes: {
    productId: 'The product whose chosen variant the price shows: the `data-product-id` of its `product-options` hook.',
  },
  example: `<div class="product-price" data-island="product-price" data-product-id="1">
  <p class="price" id="product-price" data-price-box data-product-price="499.99"><strong data-price-current>499,99 zł</strong>
    <span data-price-old><span class="sf-visually-hidden">Cena przed obniżką: </span><del data-price-amount>588,22 zł</del></span>
    <em data-price-discount>oszczędzasz 15%</em></p>
</div>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los (choose a size and a colour), /motyw-2/produkt/1-kurtka-zimowa-zolta-los',
};
