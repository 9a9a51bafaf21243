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

const entries = {
  'add-to-cart': { wake: 'interaction', schema: addToCartSchema, load: () => import('./add-to-cart/AddToCart') },
  'availability-notice': { wake: 'interaction', schema: availabilityNoticeSchema, load: () => import('./availability-notice/AvailabilityNotice') },
  gallery: { wake: 'idle', schema: gallerySchema, load: () => import('./gallery/Gallery') },
  'product-options': { wake: 'interaction', schema: productOptionsSchema, load: () => import('./product-options/ProductOptions') },
  'product-price': { wake: 'idle', schema: productPriceSchema, load: () => import('./product-price/ProductPrice') },
  'product-name': { wake: 'idle', schema: productNameSchema, load: () => import('./product-name/ProductName') },
  'product-codes': { wake: 'idle', schema: productCodesSchema, load: () => import('./product-codes/ProductCodes') },
  'product-availability': { wake: 'idle', schema: productAvailabilitySchema, load: () => import('./product-availability/ProductAvailability') },
  quantity: { wake: 'interaction', schema: quantitySchema, load: () => import('./quantity/Quantity') },
  tabs: { wake: 'visible', schema: tabsSchema, load: () => import('./tabs/Tabs') },
  'advanced-search': { wake: 'idle', schema: advancedSearchSchema, load: () => import('./advanced-search/AdvancedSearch') },
  'cart-page': { wake: 'idle', schema: cartPageSchema, load: () => import('./cart-page/CartPage') },
  'cookie-notice': { wake: 'idle', schema: cookieNoticeSchema, load: () => import('./cookie-notice/CookieNotice') },
  disclosure: { wake: 'interaction', schema: disclosureSchema, load: () => import('./disclosure/Disclosure') },
  faq: { wake: 'load', schema: faqSchema, load: () => import('./faq/Faq') },
  'question-form': { wake: 'interaction', schema: questionFormSchema, load: () => import('./question-form/QuestionForm') },
  'listing-swap': { wake: 'idle', schema: listingSwapSchema, load: () => import('./listing-swap/ListingSwap') },
  'main-banner': { wake: 'idle', schema: mainBannerSchema, load: () => import('./main-banner/MainBanner') },
  popup: { wake: 'interaction', schema: popupSchema, load: () => import('./popup/Popup') },
  'price-slider': { wake: 'visible', schema: priceSliderSchema, load: () => import('./price-slider/PriceSlider') },
  'producer-carousel': { wake: 'visible', schema: producerCarouselSchema, load: () => import('./producer-carousel/ProducerCarousel') },
  'search-suggest': { wake: 'interaction', schema: searchSuggestSchema, load: () => import('./search-suggest/SearchSuggest') },
  sorter: { wake: 'interaction', schema: sorterSchema, load: () => import('./sorter/Sorter') },
  'wishlist-box': { wake: 'visible', schema: wishlistBoxSchema, load: () => import('./wishlist-box/WishlistBox') },
  'wishlist-toggle': { wake: 'interaction', schema: wishlistToggleSchema, load: () => import('./wishlist-toggle/WishlistToggle') },
} as const;

// The runtime sees every island alike; each was checked against its own schema above.
export const registry = (entries satisfies Checked<typeof entries>) as unknown as Record<IslandName, HookDefinition<Schema>>;

export type IslandName = keyof typeof entries;
