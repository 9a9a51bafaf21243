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
import { productOptionsSchema } from './product-options/schema';
import { quantitySchema } from './quantity/schema';
import { tabsSchema } from './tabs/schema';
import type { Schema } from './runtime/schema';
import type { HookDefinition } from './runtime/types';
import { searchSuggestSchema } from './search-suggest/schema';
import { sorterSchema } from './sorter/schema';
import { wishlistBoxSchema } from './wishlist-box/schema';
import { wishlistToggleSchema } from './wishlist-toggle/schema';

// Erases each island's own prop type once its schema and module have been checked against each other.
const hook = <S extends Schema>(definition: HookDefinition<S>) => definition as unknown as HookDefinition<Schema>;

export const registry = {
  'add-to-cart': hook({ wake: 'interaction', schema: addToCartSchema, load: () => import('./add-to-cart/add-to-cart') }),
  'availability-notice': hook({ wake: 'interaction', schema: availabilityNoticeSchema, load: () => import('./availability-notice/availability-notice') }),
  gallery: hook({ wake: 'idle', schema: gallerySchema, load: () => import('./gallery/gallery') }),
  'product-options': hook({ wake: 'interaction', schema: productOptionsSchema, load: () => import('./product-options/product-options') }),
  quantity: hook({ wake: 'interaction', schema: quantitySchema, load: () => import('./quantity/quantity') }),
  tabs: hook({ wake: 'visible', schema: tabsSchema, load: () => import('./tabs/tabs') }),
  'advanced-search': hook({ wake: 'idle', schema: advancedSearchSchema, load: () => import('./advanced-search/advanced-search') }),
  'cart-page': hook({ wake: 'idle', schema: cartPageSchema, load: () => import('./cart-page/cart-page') }),
  'cookie-notice': hook({ wake: 'idle', schema: cookieNoticeSchema, load: () => import('./cookie-notice/cookie-notice') }),
  disclosure: hook({ wake: 'interaction', schema: disclosureSchema, load: () => import('./disclosure/disclosure') }),
  faq: hook({ wake: 'load', schema: faqSchema, load: () => import('./faq/faq') }),
  'question-form': hook({ wake: 'interaction', schema: questionFormSchema, load: () => import('./question-form/question-form') }),
  'listing-swap': hook({ wake: 'idle', schema: listingSwapSchema, load: () => import('./listing-swap/listing-swap') }),
  'main-banner': hook({ wake: 'idle', schema: mainBannerSchema, load: () => import('./main-banner/main-banner') }),
  popup: hook({ wake: 'interaction', schema: popupSchema, load: () => import('./popup/popup') }),
  'price-slider': hook({ wake: 'visible', schema: priceSliderSchema, load: () => import('./price-slider/price-slider') }),
  'producer-carousel': hook({ wake: 'visible', schema: producerCarouselSchema, load: () => import('./producer-carousel/producer-carousel') }),
  'search-suggest': hook({ wake: 'interaction', schema: searchSuggestSchema, load: () => import('./search-suggest/search-suggest') }),
  sorter: hook({ wake: 'interaction', schema: sorterSchema, load: () => import('./sorter/sorter') }),
  'wishlist-box': hook({ wake: 'idle', schema: wishlistBoxSchema, load: () => import('./wishlist-box/wishlist-box') }),
  'wishlist-toggle': hook({ wake: 'interaction', schema: wishlistToggleSchema, load: () => import('./wishlist-toggle/wishlist-toggle') }),
} satisfies Record<string, HookDefinition<Schema>>;

export type IslandName = keyof typeof registry;
