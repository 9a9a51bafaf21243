import type { IslandDocs } from '../runtime/docs';
import { quantitySchema } from './schema';

export const quantityDocs: IslandDocs<typeof quantitySchema> = {
  schema: quantitySchema,
  summary:
    'A quantity box for any form (product page, cart lines). The hook holds, anywhere inside it (wrappers and other inputs, hidden ones too, may sit around them), an `<input type="number">` with an `id` (natively a spinbutton: arrow keys step it, its `<label>` names it) and two `<button>`s with the classes `quantity__minus` and `quantity__plus`, each named by an `aria-label` or its text. A hook without one of these is left as the server rendered it, and the console names the part that is missing. Every node stays yours: React adopts the box as it is and renders only the buttons\' `aria-controls` (the field\'s id) and `aria-disabled` (`"true"` at the limit each one would pass) and the field\'s `min`, `max` and `step="1"`; the field\'s value stays the form\'s, typed in directly. The buttons step the value by 1 within `min`..`max` (minus never goes below `min`); typed text is made a whole number within the limits when the shopper leaves the field or submits the form (empty or unreadable → `min`). A change made by the buttons fires the input\'s own `input` and `change` events, so a cart line can listen to the input as usual. Without JavaScript the buttons do nothing and the field still posts.',
  attributes: {
    min: 'The smallest quantity (at least 1).',
    max: "The largest quantity (at most 2147483647, what AddCart's `Amount` holds); `storefront.addToCart` keeps to it too.",
  },
  example: `<div class="quantity" data-island="quantity" data-max="999">
  <label for="amount">Ilość</label>
  <button type="button" class="quantity__minus" aria-label="Zmniejsz ilość">−</button>
  <input type="number" id="amount" name="amount" min="1" step="1" value="1" inputmode="numeric">
  <button type="button" class="quantity__plus" aria-label="Zwiększ ilość">+</button>
</div>`,
  fixturePage: '/produkt/3-namiot-zubr (the "Ilość" box)',
};
