import type { IslandDocs } from '../runtime/docs';
import { listingSwapSchema } from './schema';

export const listingSwapDocs: IslandDocs<typeof listingSwapSchema> = {
  schema: listingSwapSchema,
  summary:
    'Filters, sorts and pages a listing without a full reload (page-part swap). The hook wraps the listing: every GET form and every plain link inside it that leads to the same path (filter form, sort form, active-filter pills, page links) is fetched instead, and the same parts of the answer (through `parseServerHtml`) are morphed into the page\'s (morphdom): the container marked `data-listing-container` and every element marked `data-listing-part="<name>"` (filter form, sort form, pills area; render each one even when empty). Every element the answer still holds stays the same node, with its focus, listeners and island, and only what changed is touched: elements are matched by `id`, a product\'s card and the hooks on it by `data-product-id` (give each card one), the others by their place. A hook whose attributes the answer changed is replaced whole (its island mounts again); a woken island whose hook keeps its attributes keeps its nodes untouched and follows the listing on screen itself (the price slider\'s range). The form the shopper just submitted is kept as it is. A form marked `data-submit-on-change` is sent when one of its checkboxes, radios or selects changes, and once when the island wakes if one of them no longer shows what the server rendered (a box ticked before its code arrived). While the answer loads the loading indicator shows; a newer request aborts the older, so a stale answer never wins. The URL is set with `history.pushState`; Back and Forward (a `popstate` listener) and a return from the back/forward cache restore the matching listing. Focus stays on the control the shopper used (the same node, or one found again by its `id`), or moves to the fallback (the listing heading, give it `tabindex="-1"`) when that control is gone or became another (a page link now naming another page); the text of `[data-result-count]` is announced. If the answer fails (network, timeout, HTTP status, not HTML, cut short before `</html>`, a part missing) the failure is logged and the full page loads at that URL. The answer is fetched ahead when the shopper heads for it: a page link or pill hovered for 200 ms, focused or pressed, and a checkbox or radio (or its label) of a `data-submit-on-change` form, or an option of the sort form, likewise (the URL the form would give with that box toggled or that option chosen). At most 20 answers are kept, each for 60 s, two requests at a time, and a swap takes a fresh one instead of asking again; a prefetch that fails is dropped silently and fetched again on use. Nothing is fetched ahead when the shopper saves data (`navigator.connection.saveData`). Without JavaScript the same forms and links simply navigate. It draws nothing, on purpose: its whole job is bringing the server\'s listing parts into the page (by spec), which React must never own, and the up to 2,000 cards and their own hooks inside stay out of any React tree, so waking it costs no render.',
  attributes: {
    focusFallback: 'The `id` of the element that takes focus when the focused control is gone after a swap, or became another (a pill removed, a page link clicked).',
  },
  example: `<div class="listing-layout" data-island="listing-swap">
  <form method="get" action="/kategoria/odziez" data-listing-part="filters" data-submit-on-change>…<button>Filtruj</button></form>
  <form method="get" action="/kategoria/odziez" data-listing-part="sort" data-island="sorter">…</form>
  <div data-listing-part="pills"><ul><li><a href="/kategoria/odziez">Producent: Łoś ×</a></li></ul></div>
  <div data-listing-container>
    <h1 id="listing-heading" tabindex="-1">Odzież</h1>
    <p data-result-count>Znaleziono 12 produktów</p>
    …cards… <nav class="pagination"><a href="/kategoria/odziez?page=2">2</a></nav>
  </div>
</div>`,
  fixturePage: '/kategoria/odziez (fault call name `listing` breaks or delays the swap requests)',
};
