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

/** The second theme of the fixture shop (fixtures/theme-2), under its own prefix. */
export const T2 = '/motyw-2';

/** One page per page type, with the `data-page` it renders as. */
export const THEME_2_PAGES: [path: string, pageType: string][] = [
  [`${T2}/`, 'mainpage'],
  [`${T2}/kategoria/odziez`, 'listing'],
  [`${T2}/produkt/1-kurtka-zimowa-zolta-los`, 'detail'],
  [`${T2}/produkt/4-spiwor-puchowy-sokol`, 'detail'],
  [`${T2}/koszyk`, 'cart'],
  [`${T2}/szukaj?q=kurtka`, 'advanced-search'],
  [`${T2}/faq`, 'faq'],
  [`${T2}/zamowienie/krok-2`, 'checkout'],
  [`${T2}/konto/zamowienia`, 'orders'],
  [`${T2}/konto/zapisane-koszyki`, 'saved-carts'],
  [`${T2}/tabela-rozmiarow`, 'cms'],
  [`${T2}/kontakt`, 'contact'],
];
