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
