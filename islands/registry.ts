/**
 * The single list of hooks: island name → wake strategy, lazy chunk. It ships in boot, so an entry
 * holds no more: the schema of a hook's attributes comes with the island's chunk (`schema`, exported
 * by its module), parsed when it loads. docs/hooks.md is generated from this list and the islands'
 * docs (npm run docs) and a test keeps the two in sync.
 */
import type { HookDefinition } from './runtime/types';

/**
 * Checks each module against the schema it exports (the component takes the attributes' props and
 * what `read` returns), at compile time only: boot carries no code for it.
 */
type Checked<T> = { [K in keyof T]: T[K] extends HookDefinition<infer S, infer R> ? HookDefinition<S, R> : never };

const entries = {
  'add-to-cart': { wake: 'interaction', load: () => import('./add-to-cart/AddToCart') },
  'availability-notice': { wake: 'interaction', load: () => import('./availability-notice/AvailabilityNotice') },
  gallery: { wake: 'idle', load: () => import('./gallery/Gallery') },
  'product-options': { wake: 'interaction', load: () => import('./product-options/ProductOptions') },
  'product-price': { wake: 'idle', load: () => import('./product-price/ProductPrice') },
  'product-name': { wake: 'idle', load: () => import('./product-name/ProductName') },
  'product-codes': { wake: 'idle', load: () => import('./product-codes/ProductCodes') },
  'product-availability': { wake: 'idle', load: () => import('./product-availability/ProductAvailability') },
  quantity: { wake: 'interaction', load: () => import('./quantity/Quantity') },
  tabs: { wake: 'visible', load: () => import('./tabs/Tabs') },
  'advanced-search': { wake: 'idle', load: () => import('./advanced-search/AdvancedSearch') },
  'cart-page': { wake: 'idle', load: () => import('./cart-page/CartPage') },
  'cookie-notice': { wake: 'idle', load: () => import('./cookie-notice/CookieNotice') },
  disclosure: { wake: 'interaction', load: () => import('./disclosure/Disclosure') },
  faq: { wake: 'load', load: () => import('./faq/Faq') },
  'question-form': { wake: 'interaction', load: () => import('./question-form/QuestionForm') },
  'listing-swap': { wake: 'idle', load: () => import('./listing-swap/ListingSwap') },
  'main-banner': { wake: 'idle', load: () => import('./main-banner/MainBanner') },
  popup: { wake: 'interaction', load: () => import('./popup/Popup') },
  'price-slider': { wake: 'visible', load: () => import('./price-slider/PriceSlider') },
  'producer-carousel': { wake: 'visible', load: () => import('./producer-carousel/ProducerCarousel') },
  'search-suggest': { wake: 'interaction', load: () => import('./search-suggest/SearchSuggest') },
  sorter: { wake: 'interaction', load: () => import('./sorter/Sorter') },
  'wishlist-box': { wake: 'visible', load: () => import('./wishlist-box/WishlistBox') },
  'wishlist-toggle': { wake: 'interaction', load: () => import('./wishlist-toggle/WishlistToggle') },
  'recently-viewed': { wake: 'idle', load: () => import('./recently-viewed/RecentlyViewed') },
  'sticky-add-to-cart': { wake: 'idle', load: () => import('./sticky-add-to-cart/StickyAddToCart') },
  'quick-add': { wake: 'interaction', load: () => import('./quick-add/QuickAdd') },
} as const;

// The runtime sees every island alike; each was checked against its own schema above.
export const registry = (entries satisfies Checked<typeof entries>) as unknown as Record<IslandName, HookDefinition>;

export type IslandName = keyof typeof entries;

/** The schema island `K`'s module exports, for its docs (registry-docs.ts). */
export type IslandSchema<K extends IslandName> = Awaited<ReturnType<(typeof entries)[K]['load']>>['schema'];
