/** The page types the benchmark measures, and the visitor whose cart the cart page shows. */
import { VISITOR_COOKIE } from '../../fixtures/visitors';

export interface BenchPage {
  id: string;
  label: string;
  path: string;
  /** Measured as a visitor with something in the cart (an empty cart page is not the page we ship). */
  withCart?: boolean;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { id: 'mainpage', label: 'Home', path: '/' },
  { id: 'listing', label: 'Listing', path: '/kategoria/odziez' },
  { id: 'detail', label: 'Product', path: '/produkt/1-kurtka-zimowa-zolta-los' },
  { id: 'cart', label: 'Cart', path: '/koszyk', withCart: true },
  { id: 'advanced-search', label: 'Advanced search', path: '/szukaj' },
  { id: 'faq', label: 'FAQ', path: '/faq' },
];

/** Product 3 (Namiot Żubr) has no options and can be bought: the simplest line to put in a cart. */
const CART_PRODUCT = { ProductId: 3, OptionId: -1, Amount: 2, addons: [] };

export interface VisitorCookie {
  name: string;
  value: string;
}

/** A fixture-shop visitor with a product in the cart, made over HTTP as a browser would. */
export async function visitorWithCart(base: string): Promise<VisitorCookie> {
  const first = await fetch(`${base}/`);
  const match = new RegExp(`${VISITOR_COOKIE}=([^;]+)`).exec(first.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('the fixture shop set no visitor cookie');
  const cookie = { name: VISITOR_COOKIE, value: match[1] };
  const added = await fetch(`${base}/Default.aspx/AddCart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `${cookie.name}=${cookie.value}` },
    body: JSON.stringify({ request: CART_PRODUCT }),
  });
  if (!added.ok) throw new Error(`AddCart answered ${added.status}: ${await added.text()}`);
  return cookie;
}
