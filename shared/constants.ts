/**
 * Every business constant of the storefront spec (§9), named as the spec names them. Change a value
 * here and every island follows. The spec's fixed words (§2, §5, §8) are messages a page may
 * override: shared/messages/catalogue.ts.
 */

/** Wishlist: at most 20 entries (oldest dropped); cookie wishlist-cookie lives 30 days. */
export const WISHLIST_MAX_ENTRIES = 20;
export const WISHLIST_COOKIE = 'wishlist-cookie';
export const WISHLIST_COOKIE_DAYS = 30;

/** Recent searches: at most 5 kept (the sixth is removed), under key searchStorageItems. */
export const RECENT_SEARCHES_MAX = 5;
export const RECENT_SEARCHES_STORAGE_KEY = 'searchStorageItems';
/** A search phrase is stored only if longer than this many characters. */
export const SEARCH_PHRASE_MIN_LENGTH = 1;

/** Sort order cookie GOshop.SortOrder lasts 365 days. */
export const SORT_ORDER_COOKIE = 'GOshop.SortOrder';
export const SORT_ORDER_COOKIE_DAYS = 365;

/** Cookie-consent cookie cookie_privacy_on lasts 365 days, value 1. */
export const COOKIE_CONSENT_COOKIE = 'cookie_privacy_on';
export const COOKIE_CONSENT_VALUE = '1';
export const COOKIE_CONSENT_DAYS = 365;

/** Debounce: search input 500 ms; price input and slider 1000 ms; resize 100 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PRICE_DEBOUNCE_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 100;

/** Narrow screen breakpoint: 1280 px (narrow is below it). */
export const NARROW_BREAKPOINT_PX = 1280;
/** Suggestions are requested only for text longer than 1 (wide) or 0 (narrow). */
export const SEARCH_SUGGEST_MIN_LENGTH_WIDE = 1;
export const SEARCH_SUGGEST_MIN_LENGTH_NARROW = 0;

/** Loading indicator hide delay 300 ms; default slide animation 500 ms; pop-up fade-out removal 410 ms; cookie notice delay 2.5 s. */
export const LOADING_HIDE_DELAY_MS = 300;
export const SLIDE_ANIMATION_MS = 500;
export const POPUP_REMOVE_DELAY_MS = 410;
export const COOKIE_NOTICE_DELAY_MS = 2500;

/** Main banner autoplay 8000 ms. */
export const BANNER_AUTOPLAY_MS = 8000;
/** Producers carousel shows 3, 4, 5, 6, 7 slides at widths 1, 601, 1100, 1280, 1681. */
export const PRODUCER_CAROUSEL_BREAKPOINTS: readonly { minWidth: number; slides: number }[] = [
  { minWidth: 1, slides: 3 },
  { minWidth: 601, slides: 4 },
  { minWidth: 1100, slides: 5 },
  { minWidth: 1280, slides: 6 },
  { minWidth: 1681, slides: 7 },
];

/** Script chunk load timeout 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Asset path prefix for script chunks, and the product image folders. */
export const ASSET_PATH = '/dist/';
export const IMAGE_PATH_SOURCE = '/dane/source/';
export const IMAGE_PATH_SMALL = '/dane/small/';
export const IMAGE_PATH_FULL = '/dane/full/';

/** The option id when no variant matches the chosen options. */
export const NO_MATCHING_OPTION_ID = -1;
/** Prices show 2 decimals; their words and separators are messages (`price.*`). */
export const PRICE_DECIMALS = 2;

/** Recently viewed products: at most 12, newest first, each kept 30 days, in localStorage under this key (only with cookie consent). */
export const RECENTLY_VIEWED_MAX = 12;
export const RECENTLY_VIEWED_DAYS = 30;
export const RECENTLY_VIEWED_STORAGE_KEY = 'storefront.recentlyViewed';
