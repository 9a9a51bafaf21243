import { ApiError, isAbort } from '../api/errors';
import { fetchSmallCart } from '../api/smallcart';
import { dispatch } from '../events/dispatch';
import type { CartEventDetail } from '../events/types';
import { parseServerHtml } from '../html';

/** Every element whose content is the mini cart (spec: "the cart refresh area"). */
export const CART_REFRESH_AREA_SELECTOR = '[data-cart-refresh-area]';

let inFlight: AbortController | undefined;

/**
 * `POST /smallcart`, then its HTML replaces the content of every cart refresh area. A newer refresh aborts an older one, whose
 * promise then rejects with an aborted ApiError (see isAbort); any other failure, including an answer
 * with nothing to show, rejects with the ApiError and leaves the mini cart as it was.
 */
export async function refreshMiniCart(signal?: AbortSignal): Promise<void> {
  inFlight?.abort();
  const own = new AbortController();
  inFlight = own;
  try {
    const html = await fetchSmallCart({ signal: signal ? AbortSignal.any([signal, own.signal]) : own.signal });
    const fragment = parseServerHtml(html);
    // An empty or cut-short answer would leave the shopper a blank mini cart: keep the last good one.
    if (!fragment.textContent?.trim() && !fragment.querySelector('[aria-label]')) {
      throw new ApiError('smallcart', 'parse', `answer holds no text (${html.length} chars): the mini cart would be blank`);
    }
    document.querySelectorAll(CART_REFRESH_AREA_SELECTOR).forEach((area) => area.replaceChildren(fragment.cloneNode(true)));
  } finally {
    if (inFlight === own) inFlight = undefined;
  }
}

/**
 * After the cart changed: refreshes the mini cart, then tells theme scripts (`storefront:cart` on
 * the document) whether or not the refresh worked, since the cart changed either way. A refresh
 * aborted (by `signal`, or by a newer refresh, which tells in its turn) tells nothing. Never rejects:
 * a failure goes to `onFailure`.
 */
export async function refreshAfterCartChange(source: CartEventDetail['source'], onFailure: (error: unknown) => void, signal?: AbortSignal): Promise<void> {
  try {
    await refreshMiniCart(signal);
  } catch (error) {
    if (isAbort(error)) return;
    onFailure(error);
  }
  dispatch(document, 'storefront:cart', { source });
}
