/** Test helper: the shop's AddCart and /smallcart answers, on the stubbed fetch the API calls. */
import { stubFetch } from './fake-fetch';
import type { AddCartResponse } from '../shared/api/types';

export const ADDED: AddCartResponse = {
  RedirectToUrl: '',
  ProductUrl: '/produkt/5-kubek-termiczny-jez',
  HtmlResponse: '<p>Kubek termiczny Jeż</p><p>Ilość: 2</p><script>window.hacked = true</script>',
  PriceGross: 59.9,
  ProductId: 5,
  ProductName: 'Kubek termiczny Jeż',
  DataLayerItemJSON: '{"item_id":"5","item_name":"Kubek termiczny Jeż","price":59.9,"item_variant":"Kolor: Czarny"}',
};

export const MINI_CART = '<a href="/koszyk" data-cart-count="2">Koszyk: 2 produkty</a>';

export interface CartShop {
  /** The bodies AddCart received, parsed. */
  addCart: unknown[];
  smallcart: number;
  /** Lets a held AddCart answer. */
  release: () => void;
}

/** AddCart answers `added`, or fails with `status`; with `held` it waits for `release()`. */
export function cartShop({ added = ADDED, status = 200, held = false }: { added?: AddCartResponse; status?: number; held?: boolean } = {}): CartShop {
  let release!: () => void;
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const shop: CartShop = { addCart: [], smallcart: 0, release: () => release?.() };
  stubFetch(async (request) => {
    if (request.url.endsWith('/smallcart')) {
      shop.smallcart++;
      return new Response(MINI_CART, { headers: { 'content-type': 'text/html' } });
    }
    shop.addCart.push(JSON.parse(await request.clone().text()));
    await released;
    return status === 200 ? Response.json({ d: added }) : new Response('', { status });
  });
  return shop;
}
