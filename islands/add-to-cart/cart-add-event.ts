import type { AddCartRequest } from '../../shared/api/types';
import { dispatchCancelable } from '../../shared/events/dispatch';
import { eventResult } from '../../shared/events/result';
import type { CartAddResult } from '../../shared/events/types';

/** The User Timing measure of an add to cart's round trip, from the request sent to its answer. */
export const CART_ADD_MEASURE = 'storefront:cart-add';

/** Settles the result promise theme scripts were given; only its first call counts. */
export type SettleCartAdd = (result: CartAddResult) => void;

/**
 * Tells theme scripts an add to cart is about to be sent (`storefront:cart-add` on the product form,
 * or on the document when a theme script adds a product whose form is not on the page), with a
 * promise of how it ends. Returns null, the promise settled with nothing said, when a listener
 * cancelled it: nothing is then sent. Otherwise returns what settles that promise.
 */
export function announceCartAdd(target: EventTarget, request: AddCartRequest): SettleCartAdd | null {
  const { promise: result, settle } = eventResult<CartAddResult>();
  const detail = { productId: request.ProductId, optionId: request.OptionId, amount: request.Amount, addons: request.addons, result };
  if (dispatchCancelable(target, 'storefront:cart-add', detail)) return settle;
  settle({ ok: false, message: '' });
  return null;
}
