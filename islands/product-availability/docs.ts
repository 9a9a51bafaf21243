import type { IslandDocs } from '../runtime/docs';
import { productAvailabilitySchema } from './schema';

export const productAvailabilityDocs: IslandDocs<typeof productAvailabilitySchema> = {
  schema: productAvailabilitySchema,
  summary:
    'The product\'s availability, following the variant the shopper chooses in `product-options` (through the shared variant state). The island adopts your markup as it is and renders only: the texts of `[data-availability-text]` and `[data-availability-description]`; the number of working days alone in `[data-availability-days]` (and its `data-availability-days` value): the words around it, and their grammar, are yours; and the `fill` of `[data-availability-color]`, an SVG shape, when the server gives a hex colour (else your colour stays). Each of these holds text only; any of them may be missing, not all. A state text or description the chosen variant sends empty is hidden with its row: mark the element holding the state\'s words and their label (and the swatch) `data-availability-text-row`, the description\'s `data-availability-description-row` (else the text\'s own element is what hides); it gets `hidden`, never removed, and shows again with the next variant that has the text. Until a variant is chosen the server\'s block stands untouched. It wakes when the browser is idle.',
  attributes: {
    productId: 'The product whose chosen variant the block shows: the `data-product-id` of its `product-options` hook.',
  },
  example: `<div class="availability" id="product-availability" data-island="product-availability" data-product-id="1">
  <p data-availability-text-row><svg class="state-swatch" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><circle data-availability-color cx="7" cy="7" r="6" fill="#1e7b34"/></svg>
    Dostępność: <strong data-availability-text>Dostępny</strong></p>
  <p data-availability-description>Wysyłka w 24 godziny</p>
  <p>Czas wysyłki: <span data-availability-days="1">1</span> dni rob.</p>
</div>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los, /produkt/5-kubek-termiczny-jez (Zielony: no state text)',
};
