import type { IslandDocs } from '../runtime/docs';
import { searchSuggestSchema } from './schema';

export const searchSuggestDocs: IslandDocs<typeof searchSuggestSchema> = {
  schema: searchSuggestSchema,
  summary:
    'Live suggestions for the header search, as a WAI-ARIA combobox with a listbox popup. The hook is the search `<form>` (method GET), so searching works without JavaScript. Its field must be `<input type="text" enterkeyhint="search">`: the island gives it the combobox role, which ARIA in HTML allows on a text input and not on `<input type="search">` (the Nu Html Checker reports that as an error, and the island refuses such a field with a message saying so); `enterkeyhint="search"` keeps the search key on an on-screen keyboard. Suggestions (`POST api/frontend/searchsuggestions`) are asked for 500 ms after the last keystroke when the text is longer than 1 character (wide screens, 1280 px and over) or 0 (narrow); a newer query aborts the older one, whose answer is never shown. Products (image, name, price), producers and categories appear in labelled groups, as text; only same-origin and http(s) links are kept. Down/Up move through the options, Enter opens the active one (or submits the search), Escape closes the panel and a second Escape clears the text; the number of suggestions is announced. A submitted phrase longer than 1 character is remembered (browser storage key `searchStorageItems`, newest first, at most 5) and an empty field shows the last phrases on focus. A failed call is logged and the panel closed. Text typed before the island wakes stays in the field and is acted on when it does, as if typed then. Wrap the input in an element with `position: relative` (as `.header-search__field` does) so the loading spinner sits inside the field.',
  attributes: {
    keepRecent: 'Remember submitted phrases and offer them when the field is empty. `"false"` keeps no history.',
  },
  example: `<form class="header-search" role="search" method="get" action="/szukaj" data-island="search-suggest">
  <label class="sf-visually-hidden" for="header-search-q">Szukaj produktów</label>
  <span class="header-search__field">
    <input type="text" id="header-search-q" name="q" autocomplete="off" enterkeyhint="search">
  </span>
  <button type="submit">Szukaj</button>
</form>`,
  fixturePage: 'the search in every page header, e.g. / (type "kurtka"; "zolty" finds "żółty")',
};
