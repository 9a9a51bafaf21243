import { afterNextPaint } from '../../shared/after-next-paint';
import { addCart, isAbort } from '../../shared/api';
import type { AddCartRequest, AddCartResponse } from '../../shared/api/types';
import { parseServerHtml } from '../../shared/html';
import { announce } from '../../shared/ui/announce';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { refreshAfterCartChange } from '../../shared/ui/refresh-mini-cart';
import type { CartAddResult } from '../../shared/events/types';
import { announceCartAdd, CART_ADD_MEASURE } from './cart-add-event';
import { addToCartEvent, pushToDataLayer } from './ga4';
import { sendingProducts, setSending } from './cart-add-state';
import type { CartPayload } from './payload';
import { sameOriginUrl } from '../../shared/same-origin';
import { sayOnProductForm } from '../../shared/state/product-form-message';
import { message } from '../../shared/messages/message';

export interface CartSend {
  productId: number;
  /** The request built from the form or the action's arguments, or the message to show instead. */
  payload: CartPayload;
  /** Where theme scripts hear `storefront:cart-add`: the product's form, or the document when none is on the page. */
  target: EventTarget;
  /** Focus goes back to it when the confirmation closes. */
  opener: HTMLElement | null;
  report: (problem: string, cause?: unknown) => void;
  /** Aborting drops the request quietly: the island is gone. */
  signal?: AbortSignal;
}

/** What a send that was not made, or whose end nobody is told, comes to. */
const NOTHING_SENT: CartAddResult = { ok: false, message: '' };

/**
 * Adds a product to the cart (spec §5) and tells the shopper how it went: the confirmation pop-up and
 * the mini cart, or a message when nothing could be sent or the request failed. One request per
 * product at a time: a send while one is on its way sends nothing. What the product's form shows (its
 * busy button in cart-add-state, its one message in shared state) is kept outside the island, so a
 * theme script's add shows there too; a new attempt replaces any older message, the options' too.
 * Theme scripts hear the request before it is sent, may cancel it, and learn how it ended
 * (`storefront:cart-add`). Never rejects: resolves with that same result.
 */
export async function sendToCart({ productId, payload, target, ...confirm }: CartSend): Promise<CartAddResult> {
  if (sendingProducts.peek().has(productId)) return NOTHING_SENT;
  sayOnProductForm(productId, 'cart', payload.ok ? '' : payload.message);
  if (!payload.ok) return { ok: false, message: payload.message };
  const settle = announceCartAdd(target, payload.request);
  if (!settle) return NOTHING_SENT;
  setSending(productId, true);
  let outcome = NOTHING_SENT;
  try {
    outcome = await addAndConfirm(payload.request, confirm);
  } catch (error) {
    // Only showing the answer is left outside addAndConfirm's own handling: nothing must stay locked for it.
    confirm.report('could not show what became of the add to cart', error);
  } finally {
    settle(outcome);
    if (!outcome.ok && outcome.message) sayOnProductForm(productId, 'cart', outcome.message);
    // After a redirect the button stays locked: the page is going away.
    if (!(outcome.ok && outcome.redirectTo)) setSending(productId, false);
  }
  return outcome;
}

/**
 * AddCart once the press has shown (its busy button, the loading indicator): building and sending the
 * request, which ky clones, took about 8 of the press's 48–56 ms at 4× CPU (profiled), and a frame's
 * wait is nothing beside the server's answer. Its round trip is measured in User Timing.
 */
async function addCartAfterPaint(request: AddCartRequest, signal: AbortSignal | undefined): Promise<AddCartResponse> {
  await afterNextPaint();
  const sent = performance.now();
  const answer = await addCart(request, { signal });
  performance.measure(CART_ADD_MEASURE, { start: sent });
  return answer;
}

/**
 * AddCart, then the confirmation (or the redirect the answer asks for), the announcement, GA4 and
 * the mini cart; a failure is reported and announced.
 */
async function addAndConfirm(request: AddCartRequest, { opener, report, signal }: Omit<CartSend, 'productId' | 'payload' | 'target'>): Promise<CartAddResult> {
  let answer: AddCartResponse;
  try {
    answer = await whileLoading(addCartAfterPaint(request, signal));
  } catch (error) {
    if (isAbort(error)) return NOTHING_SENT;
    report('could not add the product to the cart', error);
    const failed = message('add-to-cart.failed');
    announce(failed);
    return { ok: false, message: failed };
  }
  const redirect = sameOriginUrl(answer.RedirectToUrl);
  if (answer.RedirectToUrl && !redirect) report(`ignored RedirectToUrl ${JSON.stringify(answer.RedirectToUrl)}: not on this site`);
  if (redirect) {
    location.assign(redirect.href);
    return { ok: true, productName: answer.ProductName, redirectTo: redirect.href };
  }
  openDialog({ title: message('add-to-cart.added'), content: parseServerHtml(answer.HtmlResponse), opener, className: 'add-cart-dialog' });
  announce(message('add-to-cart.added-announced', { name: answer.ProductName }));
  try {
    pushToDataLayer(addToCartEvent(answer, request.Amount));
  } catch (error) {
    report('could not push the GA4 add_to_cart event', error);
  }
  // Not tied to `signal`: the cart has changed, whatever becomes of this form.
  void refreshAfterCartChange('add', (error) => report('could not refresh the mini cart', error));
  return { ok: true, productName: answer.ProductName };
}
