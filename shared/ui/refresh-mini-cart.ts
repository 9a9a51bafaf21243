import { ApiError } from '../api/errors';
import { fetchSmallCart } from '../api/smallcart';
import { dispatch } from '../events/dispatch';
import type { CartEventDetail } from '../events/types';
import { parseServerHtml } from '../html';
import { anySignal } from '../any-signal';
import { noteChange } from '../freshness/change-stamps';
import { shown } from '../when-shown';

/** Every element whose content is the mini cart (spec: "the cart refresh area"). */
export const CART_REFRESH_AREA_SELECTOR = '[data-cart-refresh-area]';

interface Refresh {
  controller: AbortController;
  done: Promise<void>;
  /** The newer refresh that aborted this one. */
  overtakenBy?: Refresh;
}

/** The refresh on its way, if any: a newer one aborts it. */
let inFlight: Refresh | undefined;

/**
 * `POST /smallcart`, then its HTML replaces the content of every cart refresh area. A newer refresh
 * aborts an older one, whose `done` then rejects with an aborted ApiError (see isAbort); any other
 * failure, including an answer with nothing to show, rejects with the ApiError and leaves the mini
 * cart as it was.
 */
function startRefresh(signal?: AbortSignal): Refresh {
  const controller = new AbortController();
  const refresh: Refresh = {
    controller,
    done: showMiniCart(signal ? anySignal(signal, controller.signal) : controller.signal).finally(() => {
      if (inFlight === refresh) inFlight = undefined;
    }),
  };
  if (inFlight) {
    inFlight.overtakenBy = refresh;
    inFlight.controller.abort();
  }
  inFlight = refresh;
  return refresh;
}

/** Whether the mini cart came to show what `refresh` asked for: through a newer refresh, for one overtaken. */
const shows = (refresh: Refresh): Promise<boolean> =>
  refresh.done.then(
    () => true,
    () => (refresh.overtakenBy ? shows(refresh.overtakenBy) : false),
  );

async function showMiniCart(signal: AbortSignal): Promise<void> {
  // A prerendered page asks the server nothing until the shopper opens it, when the cart may have changed.
  await shown();
  const html = await fetchSmallCart({ signal });
  const fragment = parseServerHtml(html);
  // An empty or cut-short answer would leave the shopper a blank mini cart: keep the last good one.
  if (!fragment.textContent?.trim() && !fragment.querySelector('[aria-label]')) {
    throw new ApiError('smallcart', 'parse', `answer holds no text (${html.length} chars): the mini cart would be blank`);
  }
  document.querySelectorAll(CART_REFRESH_AREA_SELECTOR).forEach((area) => area.replaceChildren(fragment.cloneNode(true)));
}

/**
 * After the cart changed: refreshes the mini cart, then tells theme scripts (`storefront:cart` on
 * the document) whether or not the refresh worked, since the cart changed either way. A refresh
 * overtaken by a newer one tells once that one has ended, the mini cart showing both changes, and
 * leaves any failure to it; one aborted by `signal` (its island gone) tells nothing. Never rejects:
 * a failure goes to `onFailure`. Resolves with whether the mini cart shows the change.
 */
export async function refreshAfterCartChange(source: CartEventDetail['source'], onFailure: (error: unknown) => void, signal?: AbortSignal): Promise<boolean> {
  // Told before the refresh, so other tabs catch up as soon as the server holds the change.
  if (source !== 'other-tab' && source !== 'restored') noteChange('cart');
  const refresh = startRefresh(signal);
  let shown = true;
  try {
    await refresh.done;
  } catch (error) {
    if (signal?.aborted) return false;
    if (refresh.overtakenBy) shown = await shows(refresh.overtakenBy);
    else {
      onFailure(error);
      shown = false;
    }
  }
  dispatch(document, 'storefront:cart', { source });
  return shown;
}
