import type { IslandDocs } from '../runtime/docs';
import type { productOptionsSchema } from './schema';

export const productOptionsDocs: IslandDocs<typeof productOptionsSchema> = {
  summary:
    'Option selection on the product page. The hook wraps the option lists: one `<fieldset class="product-option" data-dictionary-id="…">` per dictionary with a radio button per value (`value` = the value id), so without JavaScript the choice is posted with the form. Choosing a value sends `POST Default.aspx/GetOptions` with every checked value id and the product id; a newer choice aborts the request in flight, so the page always ends showing the last choice. The answer updates, as text: `#product-name`, `#product-price` (rebuilt: `.price__current`, `.price__old` only when there is an old price, `.price__discount` "oszczędzasz N%"; `data-product-price`), `#product-sku`, `#product-ean` and `#product-availability` (`[data-availability-text]`, `[data-availability-description]`, `[data-availability-days]`, which gets the number of working days alone: the words around it are yours, the fill of `.state-swatch circle`); parts the page lacks are skipped. The variant (OptionId, CartEnabled, Images, pending/confirmed) is shared through `shared/state/product-variant.ts`: the `add-to-cart` island disables its button while a choice is pending or when CartEnabled is false, and the `gallery` island shows the variant\'s images. While the request runs, the hook has `aria-busy` and `#product-price` the class `is-updating`. When the request fails, it is logged, the previous confirmed choice is checked again, and "Nie udało się wczytać wybranego wariantu. Spróbuj ponownie." is shown under the options and announced.',
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
