import type { IslandDocs } from '../runtime/docs';
import { productOptionsSchema } from './schema';

export const productOptionsDocs: IslandDocs<typeof productOptionsSchema> = {
  schema: productOptionsSchema,
  summary:
    'Option selection on the product page. The hook wraps the option lists: one `<fieldset class="product-option" data-dictionary-id="…">` per dictionary with a radio button per value (`value` = the value id), so without JavaScript the choice is posted with the form. Choosing a value sends `POST Default.aspx/GetOptions` with every checked value id and the product id; a newer choice aborts the request in flight, so the page always ends showing the last choice. The answer is shared through `shared/state/product-variant.ts` (OptionId, CartEnabled, Images, pending/confirmed, and what the page shows for it): the `product-price`, `product-name`, `product-codes` and `product-availability` islands render it into your markup, the `add-to-cart` island disables its button while a choice is pending or when CartEnabled is false, and the `gallery` island shows the variant\'s images. The island adopts your option lists as they are: the radios stay your nodes, and it adds only `aria-busy="true"` on each `fieldset.product-option` while the request runs, and, after its last node from the first failure on, a `<p class="form-error product-options__error">`, `hidden` again once a new choice is made, or once a later message of the product form (a failed add to cart, see `add-to-cart`) takes its place: the form shows one message at a time. When the request fails, it is logged, the previous confirmed choice is checked again, and "Nie udało się wczytać wybranego wariantu. Spróbuj ponownie." (message `product-options.failed`) is shown in that paragraph and announced.',
  attributes: {
    productId: 'The product id sent as `pid` (and the key of the shared variant state). Must equal the `add-to-cart` form\'s `data-product-id`.',
  },
  example: `<div class="product-options" data-island="product-options" data-product-id="1">
  <fieldset class="product-option" data-dictionary-id="1">
    <legend>Rozmiar</legend>
    <input type="radio" id="option-1-102" name="dict-1" value="102"><label for="option-1-102">S</label>
    <input type="radio" id="option-1-103" name="dict-1" value="103"><label for="option-1-103">M</label>
  </fieldset>
</div>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los (Rozmiar × Kolor; XL + Czerwony has no variant, S + Czarny cannot be bought)',
};
