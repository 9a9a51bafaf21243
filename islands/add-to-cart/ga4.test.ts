// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { AddCartResponse } from '../../shared/api/types';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../../test-support/prerender';
import { addToCartEvent, pushToDataLayer } from './ga4';

const answer = (item: string): AddCartResponse => ({
  RedirectToUrl: '', ProductUrl: '/produkt/5', HtmlResponse: '', PriceGross: 59.99, ProductId: 5, ProductName: 'Kubek', DataLayerItemJSON: item,
});

describe('addToCartEvent', () => {
  it('wraps the item in a GA4 add_to_cart event with currency and value', () => {
    const event = addToCartEvent(answer('{"item_id":"KJ-1","item_name":"Kubek","price":59.99,"quantity":3}'), 1);
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'PLN', value: 179.97, items: [{ item_id: 'KJ-1', item_name: 'Kubek', price: 59.99, quantity: 3 }] },
    });
  });

  it('falls back to the sent quantity and the answer price', () => {
    const event = addToCartEvent(answer('{"item_id":"KJ-1"}'), 2);
    expect(event.ecommerce).toMatchObject({ value: 119.98, items: [{ item_id: 'KJ-1', price: 59.99, quantity: 2 }] });
  });

  it.each(['not json', '[1,2]', 'null'])('throws for an item that is not a JSON object: %s', (item) => {
    expect(() => addToCartEvent(answer(item), 1)).toThrow(/DataLayerItemJSON/);
  });
});

describe('pushToDataLayer', () => {
  const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  afterEach(() => {
    forgetPrerendering();
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('creates the dataLayer and clears the previous ecommerce object first', () => {
    const event = addToCartEvent(answer('{"item_id":"x"}'), 1);
    pushToDataLayer(event);
    expect(dataLayer()).toEqual([{ ecommerce: null }, event]);
  });

  it('counts nothing while the page is prerendered, and pushes once the shopper opens it', () => {
    startPrerendering();
    const event = addToCartEvent(answer('{"item_id":"x"}'), 1);
    pushToDataLayer(event);
    expect(dataLayer()).toBeUndefined();
    showPrerenderedPage();
    expect(dataLayer()).toEqual([{ ecommerce: null }, event]);
  });
});
