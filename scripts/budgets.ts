/** Size budgets in gzip bytes, asserted by scripts/bundle-size.test.ts: the one place to change them. */
export const BOOT_BUDGET_GZIP = 3072;
/** react + react-dom/client + scheduler, production (68.9 KB gzip measured with React 19.3). */
export const REACT_VENDOR_BUDGET_GZIP = 72_000;
/**
 * The runtime's React mount code (react-root), requested beside every island's chunk. 1,200 until
 * islands adopted their markup: hydration, the awake render and naming a mismatch measured 1,448.
 * 2026-11-28: 1,695 measured once it parsed each island's attributes (the schemas left boot, 559 B
 * lighter) and put every adopted node back as the server left it when an island leaves (issue 37).
 */
export const REACT_ROOT_BUDGET_GZIP = 1_950;
/**
 * The chunk behind `window.storefront`'s actions (issue 29), loaded at a theme script's first call:
 * the islands' own flows come in shared chunks, so it holds their entry points and argument checks
 * (1,791 measured 2026-11-26). 2026-11-29: 2,114 once code it shares with the recently-viewed island
 * (same-origin URLs) became a chunk of its own: one more import line, no more code (issue 40).
 */
export const ACTIONS_BUDGET_GZIP = 2_150;
/**
 * The chunk boot loads at idle to fetch the next pages ahead (issue 39): the speculation rules, their
 * deny list, and the prefetch on intent for browsers without rules (1,579 measured 2026-11-29; 1,813 on
 * 2026-12-01, once it named the pages to prerender by folder, read from the page, rather than by selector).
 */
export const SPECULATION_BUDGET_GZIP = 1_950;
/** Any chunk of code shared between islands. */
export const SHARED_CHUNK_BUDGET_GZIP = 8_000;

/**
 * Each island's own chunk (`chunks/<island>-HASH.js`), about 15 % over what it measured when its
 * budget was set (2026-11-23), so growth is a decision made here, not a drift. price-slider carries
 * nouislider.
 */
export const ISLAND_BUDGETS_GZIP = {
  // 2026-11-26: 2,500 measured once it told theme scripts (storefront:cart-add, cancelable, with its
  // result and User Timing measure; storefront:cart after the mini cart's refresh; issue 29).
  'add-to-cart': 2_800,
  // 1,200 until it rendered the producer options (adopting the form): 1,321 measured.
  'advanced-search': 1_500,
  // 2026-11-25: 2,161 measured once its pop-up's form, e-mail error, lock and thanks were React (issue 28).
  'availability-notice': 2_500,
  // 2026-11-25: 4,165 measured once React drew its locks, notes and point search from state over the adopted cart (issue 28).
  'cart-page': 4_800,
  // 2026-11-25: 1,385 measured once it told a misplaced hook from a good one, in words (issue 27 §4).
  'cookie-notice': 1_600,
  // 2026-11-28: 1,101 measured once its chunk brought its attribute schema, which boot carried before (issue 37).
  disclosure: 1_250,
  faq: 700,
  // 2026-11-29: 3,293 on main, 3,302 once the sticky bar shared part of one of its shared chunks, split off
  // into a chunk of its own: one more import line (issue 40).
  gallery: 3_350,
  // 2026-11-29: 4,936 measured once swaps morphed the parts instead of replacing them (issue 39):
  // morphdom 2.7.8 is 2,209 of it; 6,361 with the prefetch cache and the intent that feeds it.
  'listing-swap': 7_000,
  'main-banner': 1_500,
  popup: 600,
  'price-slider': 13_000,
  'producer-carousel': 1_200,
  // 2026-11-25: 1,605 once the variant's parts were left to their own islands (issue 28); they measured
  // availability 646, codes 416, name 309, price 858. 2026-11-27: 2,061 (1,751 before) once it named, for
  // a theme written for 0.x, the parts it marks by id with no hook to render them, and the upgrade note (issue 35).
  'product-options': 2_300,
  'product-availability': 750,
  'product-codes': 500,
  // 2026-11-28: 360 measured once each island's chunk brought its schema, which boot held till then (issue 37).
  'product-name': 410,
  'product-price': 1_000,
  // 1,000 until it adopted the theme's box (React renders the buttons' state and the field's bounds): 1,037.
  quantity: 1_200,
  'question-form': 3_600,
  'search-suggest': 3_900,
  sorter: 550,
  tabs: 1_500,
  // 1,100 until it adopted the theme's markup (its count format, empty text and entry classes): 1,280.
  'wishlist-box': 1_450,
  // 2026-11-29: 2,402 measured: the stored list's rules and a copy of the theme's card template adopted per entry (issue 40).
  'recently-viewed': 2_750,
  'wishlist-toggle': 1_300,
  // 2026-11-29: 1,781 measured when it came (issue 40), the add-to-cart form's lookup and schema and the shared
  // bottom-bar padding among it.
  'sticky-add-to-cart': 2_000,
  // 2026-12-01: 2,357 measured when it came (issue 40): its cache of product pages, the block reader and the pop-up's failure.
  'quick-add': 2_700,
} as const;
