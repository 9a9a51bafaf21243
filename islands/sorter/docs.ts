import type { IslandDocs } from '../runtime/docs';
import { sorterSchema } from './schema';

export const sorterDocs: IslandDocs<typeof sorterSchema> = {
  schema: sorterSchema,
  summary:
    'The sorter dropdown. The hook is the GET sort `<form>` with a native `<select name="sort">`; choosing an order stores it in the `GOshop.SortOrder` cookie for 365 days (the server sorts by it when the URL has no `sort`) and submits the form with `requestSubmit()`, so a `listing-swap` around it swaps the listing. An order chosen before the island woke is stored and sent when it wakes. Keep the submit button for shoppers without JavaScript. It draws nothing, on purpose: there is nothing to show but the theme\'s own `<select>`, whose choice is the form\'s field; the island only listens to it.',
  attributes: {},
  example: `<form method="get" action="/kategoria/odziez" data-island="sorter">
  <label for="sort-select">Sortuj według</label>
  <select id="sort-select" name="sort"><option value="default" selected>Polecane</option><option value="price-asc">Cena: od najniższej</option></select>
  <button type="submit">Sortuj</button>
</form>`,
  fixturePage: '/kategoria/odziez',
};
