/** Pages of the fixture shop, one per page type and area. */
export const FIXTURE_PAGES = {
  mainpage: '/',
  listing: '/kategoria/odziez',
  detail: '/produkt/2-buty-trekkingowe-los',
  detailWithSizeChart: '/produkt/1-kurtka-zimowa-zolta-los',
  cart: '/koszyk',
  'advanced-search': '/szukaj',
  faq: '/faq',
  checkout: '/zamowienie/krok-2',
  orders: '/konto/zamowienia',
  'saved-carts': '/konto/zapisane-koszyki',
} as const;

/** The `data-page` each of them renders as. */
export const EXPECTED_PAGE_TYPE: Record<keyof typeof FIXTURE_PAGES, string> = {
  mainpage: 'mainpage',
  listing: 'listing',
  detail: 'detail',
  detailWithSizeChart: 'detail',
  cart: 'cart',
  'advanced-search': 'advanced-search',
  faq: 'faq',
  checkout: 'checkout',
  orders: 'orders',
  'saved-carts': 'saved-carts',
};

/** Further pages axe must pass: content pages, results, a filtered listing, products in every state. */
export const MORE_AXE_PAGES = [
  '/tabela-rozmiarow',
  '/polityka-prywatnosci',
  '/kontakt',
  '/szukaj?q=kurtka',
  '/szukaj?q=zolty&category=1&priceFrom=100',
  '/kategoria/odziez?priceFrom=100&priceTo=600&available=1&sort=price-desc',
  '/kategoria/odziez?page=2',
  '/produkt/4-spiwor-puchowy-sokol',
  '/produkt/5-kubek-termiczny-jez',
] as const;
