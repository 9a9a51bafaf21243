/**
 * The single list of hooks: island name → wake strategy, attribute schema, lazy chunk.
 * docs/hooks.md is generated from this list (npm run docs) and a test keeps the two in sync.
 */
import { advancedSearchSchema } from './advanced-search/schema';
import { cartPageSchema } from './cart-page/schema';
import { cookieNoticeSchema } from './cookie-notice/schema';
import { disclosureSchema } from './disclosure/schema';
import { faqSchema } from './faq/schema';
import { listingSwapSchema } from './listing-swap/schema';
import { mainBannerSchema } from './main-banner/schema';
import { popupSchema } from './popup/schema';
import { priceSliderSchema } from './price-slider/schema';
import { producerCarouselSchema } from './producer-carousel/schema';
import { questionFormSchema } from './question-form/schema';
import { addToCartSchema } from './add-to-cart/schema';
import { availabilityNoticeSchema } from './availability-notice/schema';
import { gallerySchema } from './gallery/schema';
import { productAvailabilitySchema } from './product-availability/schema';
import { productCodesSchema } from './product-codes/schema';
import { productNameSchema } from './product-name/schema';
import { productOptionsSchema } from './product-options/schema';
import { productPriceSchema } from './product-price/schema';
import { quantitySchema } from './quantity/schema';
import { tabsSchema } from './tabs/schema';
import type { Schema } from './runtime/schema';
import type { HookDefinition } from './runtime/types';
import { searchSuggestSchema } from './search-suggest/schema';
import { sorterSchema } from './sorter/schema';
import { wishlistBoxSchema } from './wishlist-box/schema';
import { wishlistToggleSchema } from './wishlist-toggle/schema';

/**
 * Checks each entry's schema against its module (the component takes the attributes' props and what
 * `read` returns), at compile time only: boot carries no code for it.
 */
type Checked<T> = { [K in keyof T]: T[K] extends HookDefinition<infer S, infer R> ? HookDefinition<S, R> : never };

// Schema first in each entry: in boot, what follows it (`wake:"…",load:()=>import("./chunks/`) is then one
// run gzip repeats whole, the schema's name not breaking it in two (10 B gzip).
const entries = {
  'add-to-cart': { schema: addToCartSchema, wake: 'interaction', load: () => import('./add-to-cart/AddToCart') },
  'availability-notice': { schema: availabilityNoticeSchema, wake: 'interaction', load: () => import('./availability-notice/AvailabilityNotice') },
  gallery: { schema: gallerySchema, wake: 'idle', load: () => import('./gallery/Gallery') },
  'product-options': { schema: productOptionsSchema, wake: 'interaction', load: () => import('./product-options/ProductOptions') },
  'product-price': { schema: productPriceSchema, wake: 'idle', load: () => import('./product-price/ProductPrice') },
  'product-name': { schema: productNameSchema, wake: 'idle', load: () => import('./product-name/ProductName') },
  'product-codes': { schema: productCodesSchema, wake: 'idle', load: () => import('./product-codes/ProductCodes') },
  'product-availability': { schema: productAvailabilitySchema, wake: 'idle', load: () => import('./product-availability/ProductAvailability') },
  quantity: { schema: quantitySchema, wake: 'interaction', load: () => import('./quantity/Quantity') },
  tabs: { schema: tabsSchema, wake: 'visible', load: () => import('./tabs/Tabs') },
  'advanced-search': { schema: advancedSearchSchema, wake: 'idle', load: () => import('./advanced-search/AdvancedSearch') },
  'cart-page': { schema: cartPageSchema, wake: 'idle', load: () => import('./cart-page/CartPage') },
  'cookie-notice': { schema: cookieNoticeSchema, wake: 'idle', load: () => import('./cookie-notice/CookieNotice') },
  disclosure: { schema: disclosureSchema, wake: 'interaction', load: () => import('./disclosure/Disclosure') },
  faq: { schema: faqSchema, wake: 'load', load: () => import('./faq/Faq') },
  'question-form': { schema: questionFormSchema, wake: 'interaction', load: () => import('./question-form/QuestionForm') },
  'listing-swap': { schema: listingSwapSchema, wake: 'idle', load: () => import('./listing-swap/ListingSwap') },
  'main-banner': { schema: mainBannerSchema, wake: 'idle', load: () => import('./main-banner/MainBanner') },
  popup: { schema: popupSchema, wake: 'interaction', load: () => import('./popup/Popup') },
  'price-slider': { schema: priceSliderSchema, wake: 'visible', load: () => import('./price-slider/PriceSlider') },
  'producer-carousel': { schema: producerCarouselSchema, wake: 'visible', load: () => import('./producer-carousel/ProducerCarousel') },
  'search-suggest': { schema: searchSuggestSchema, wake: 'interaction', load: () => import('./search-suggest/SearchSuggest') },
  sorter: { schema: sorterSchema, wake: 'interaction', load: () => import('./sorter/Sorter') },
  'wishlist-box': { schema: wishlistBoxSchema, wake: 'visible', load: () => import('./wishlist-box/WishlistBox') },
  'wishlist-toggle': { schema: wishlistToggleSchema, wake: 'interaction', load: () => import('./wishlist-toggle/WishlistToggle') },
} as const;

// The runtime sees every island alike; each was checked against its own schema above.
export const registry = (entries satisfies Checked<typeof entries>) as unknown as Record<IslandName, HookDefinition<Schema>>;

export type IslandName = keyof typeof entries;
