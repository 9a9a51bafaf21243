import type { IslandDocs } from '../runtime/docs';
import { advancedSearchSchema } from './schema';

export const advancedSearchDocs: IslandDocs<typeof advancedSearchSchema> = {
  schema: advancedSearchSchema,
  summary:
    'The advanced search form. The hook is the `<form method="get">` itself, so it searches without JavaScript. Choosing a category sends `POST /api/frontend/AdvancedSearch` with its `categoryId` (0 for the empty "all categories" option; a newer choice aborts the older request); the form is adopted as it is, and React renders the answer\'s producers as the producer select\'s options (the empty-valued "Wszyscy producenci" option stays the theme\'s, a server option still offered stays the same node, and the chosen producer stays chosen when still offered) and its `min`/`max` become the bounds of the `price-slider` in the form, whose values are clamped into them. Give that slider `data-auto-submit="false"` so only the shopper submits the form. A category chosen before the island woke is asked for when it wakes. A failed call is logged and the form keeps its options.',
  attributes: {
    categoryField: 'The `name` of the category `<select>` in the form.',
    producerField: 'The `name` of the producer `<select>` in the form.',
  },
  example: `<form method="get" action="/szukaj" data-island="advanced-search">
  <label for="search-category">Kategoria</label>
  <select id="search-category" name="category"><option value="">Wszystkie kategorie</option><option value="2">Kurtki</option></select>
  <label for="search-producer">Producent</label>
  <select id="search-producer" name="producer"><option value="">Wszyscy producenci</option><option value="1">Łoś</option></select>
  <div class="price-filter" data-island="price-slider" data-auto-submit="false" data-price-min="0" data-price-max="2000">…</div>
  <button type="submit">Szukaj</button>
</form>`,
  fixturePage: '/szukaj',
};
