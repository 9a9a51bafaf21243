/**
 * Integrator documentation of every island, keyed like the registry (a missing island is a type error),
 * each with the schema of the island's module: a schema other than the module's is a type error too.
 */
import { advancedSearchDocs } from './advanced-search/docs';
import { cartPageDocs } from './cart-page/docs';
import { cookieNoticeDocs } from './cookie-notice/docs';
import { disclosureDocs } from './disclosure/docs';
import { faqDocs } from './faq/docs';
import { questionFormDocs } from './question-form/docs';
import { listingSwapDocs } from './listing-swap/docs';
import { mainBannerDocs } from './main-banner/docs';
import { popupDocs } from './popup/docs';
import { priceSliderDocs } from './price-slider/docs';
import { producerCarouselDocs } from './producer-carousel/docs';
import { addToCartDocs } from './add-to-cart/docs';
import { availabilityNoticeDocs } from './availability-notice/docs';
import { galleryDocs } from './gallery/docs';
import { productAvailabilityDocs } from './product-availability/docs';
import { productCodesDocs } from './product-codes/docs';
import { productNameDocs } from './product-name/docs';
import { productOptionsDocs } from './product-options/docs';
import { productPriceDocs } from './product-price/docs';
import { quantityDocs } from './quantity/docs';
import { tabsDocs } from './tabs/docs';
import type { IslandName, IslandSchema } from './registry';
import type { Schema } from './runtime/schema';
import type { IslandDocs } from './runtime/docs';
import { searchSuggestDocs } from './search-suggest/docs';
import { sorterDocs } from './sorter/docs';
import { wishlistBoxDocs } from './wishlist-box/docs';
import { wishlistToggleDocs } from './wishlist-toggle/docs';
import { recentlyViewedDocs } from './recently-viewed/docs';
import { stickyAddToCartDocs } from './sticky-add-to-cart/docs';
import { quickAddDocs } from './quick-add/docs';

const docs = {
  'add-to-cart': addToCartDocs,
  'availability-notice': availabilityNoticeDocs,
  gallery: galleryDocs,
  'product-options': productOptionsDocs,
  'product-price': productPriceDocs,
  'product-name': productNameDocs,
  'product-codes': productCodesDocs,
  'product-availability': productAvailabilityDocs,
  quantity: quantityDocs,
  tabs: tabsDocs,
  'advanced-search': advancedSearchDocs,
  'cart-page': cartPageDocs,
  'cookie-notice': cookieNoticeDocs,
  disclosure: disclosureDocs,
  faq: faqDocs,
  'question-form': questionFormDocs,
  'listing-swap': listingSwapDocs,
  'main-banner': mainBannerDocs,
  popup: popupDocs,
  'price-slider': priceSliderDocs,
  'producer-carousel': producerCarouselDocs,
  'search-suggest': searchSuggestDocs,
  sorter: sorterDocs,
  'wishlist-box': wishlistBoxDocs,
  'wishlist-toggle': wishlistToggleDocs,
  'recently-viewed': recentlyViewedDocs,
  'sticky-add-to-cart': stickyAddToCartDocs,
  'quick-add': quickAddDocs,
} satisfies { [K in IslandName]: IslandDocs<IslandSchema<K>> };

// Read alike by the docs' generators and tests; each was checked against its island's schema above.
export const registryDocs: Record<IslandName, IslandDocs<Schema>> = docs;
