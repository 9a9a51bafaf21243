import type { AddCartResponse } from '../../shared/api/types';
import { whenShown } from '../../shared/when-shown';

/** The ISO 4217 code of the shop's currency (prices show it as "zł"). */
export const GA4_CURRENCY = 'PLN';

export interface Ga4Item {
  item_id?: string;
  item_name?: string;
  price?: number;
  quantity?: number;
  [key: string]: unknown;
}

export interface Ga4AddToCart {
  event: 'add_to_cart';
  ecommerce: { currency: string; value: number; items: Ga4Item[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The GA4 `add_to_cart` event from the AddCart answer: its DataLayerItemJSON is the item; the
 * quantity is the one sent when the item does not say. Throws when the item is not a JSON object.
 */
export function addToCartEvent(answer: AddCartResponse, quantity: number): Ga4AddToCart {
  let item: unknown;
  try {
    item = JSON.parse(answer.DataLayerItemJSON);
  } catch (error) {
    throw new Error(`DataLayerItemJSON is not JSON: ${JSON.stringify(answer.DataLayerItemJSON.slice(0, 40))}`, { cause: error });
  }
  if (!isRecord(item)) throw new Error('DataLayerItemJSON is not a JSON object');
  const itemQuantity = typeof item.quantity === 'number' && Number.isFinite(item.quantity) ? item.quantity : quantity;
  const price = typeof item.price === 'number' && Number.isFinite(item.price) ? item.price : answer.PriceGross;
  const value = Math.round(price * itemQuantity * 100) / 100;
  return { event: 'add_to_cart', ecommerce: { currency: GA4_CURRENCY, value, items: [{ ...item, price, quantity: itemQuantity }] } };
}

/**
 * Pushes the event, clearing the previous ecommerce object first as GA4 asks; a prerendered page
 * counts nothing until the shopper opens it.
 */
export function pushToDataLayer(event: Ga4AddToCart): void {
  whenShown(() => {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
    w.dataLayer.push({ ecommerce: null }, event);
  });
}
