import type { IslandDocs } from '../runtime/docs';
import { priceSliderSchema } from './schema';

export const priceSliderDocs: IslandDocs<typeof priceSliderSchema> = {
  schema: priceSliderSchema,
  summary:
    'A two-handle price slider (nouislider) over the lower and upper price inputs `priceFrom` and `priceTo` (integers, step 1), which stay as the non-drag alternative. Initial values come from the `priceFrom`/`priceTo` query parameters (absent: the bounds); a value typed before the island woke is kept, and handled as if typed just then. Each handle is a WAI-ARIA slider named "Cena minimalna" / "Cena maksymalna", with `aria-valuetext` such as `120 zł`, moved by arrows (1 zł), Page Up/Down (10 zł) and Home/End. Letters, decimals, values out of range and a lower bound above the upper are corrected in the inputs (on blur, Enter, submit, or 1000 ms after typing), never sent; a value at its bound is left empty (no filter). 1000 ms after the last change the island calls `form.requestSubmit()` on the enclosing form, so a page-part swap handles it, unless `data-auto-submit="false"`. It follows the `priceBounds` signal (`shared/state/price-bounds.ts`): when another island (advanced search) sets new bounds, the range, the inputs\' min/max/placeholder follow and the values are clamped into them, without submitting. The stylesheet reserves the slider\'s room below the inputs, so waking shifts nothing. The island turns off the form\'s native validation, as it corrects the values itself.',
  attributes: {
    priceMin: 'The lowest price of the range, in whole złoty.',
    priceMax: 'The highest price of the range, in whole złoty (not below `data-price-min`).',
    autoSubmit: '`"false"`: never submit the form; it is sent only by its button (advanced search).',
  },
  example: `<div class="price-filter" data-island="price-slider" data-price-min="20" data-price-max="1250">
  <label for="price-from">Cena od (zł)</label>
  <input type="number" id="price-from" name="priceFrom" step="1" min="20" max="1250" placeholder="20">
  <label for="price-to">Cena do (zł)</label>
  <input type="number" id="price-to" name="priceTo" step="1" min="20" max="1250" placeholder="1250">
</div>`,
  fixturePage: '/kategoria/odziez (filter panel), /szukaj (with data-auto-submit="false")',
};
