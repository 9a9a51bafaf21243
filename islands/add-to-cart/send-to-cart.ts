import { addCart, isAbort } from '../../shared/api';
import { parseServerHtml } from '../../shared/html';
import { announce } from '../../shared/ui/announce';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { refreshAfterCartChange } from '../../shared/ui/refresh-mini-cart';
import type { IslandContext } from '../runtime/types';
import { announceCartAdd, CART_ADD_MEASURE } from './cart-add-event';
import { addToCartEvent, pushToDataLayer } from './ga4';
import { buildAddCartRequest } from './payload';
import { sameOriginUrl } from '../../shared/same-origin';

export const ADD_FAILURE_MESSAGE = 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.';
export const CONFIRMATION_TITLE = 'Dodano do koszyka';

export interface CartSend {
  form: HTMLFormElement;
  /** Focus goes back to it when the confirmation closes. */
  button: HTMLButtonElement;
  productId: number;
  hasOptions: boolean;
  /** The variant chosen on the page, else the one the server rendered. */
  optionId: number;
  /** '' hides the message. */
  showMessage: (text: string) => void;
  /**
   * true before the request, called synchronously so a second submit in the same task already sees
   * it; false once it has ended, unless the page is going away (the button then stays locked).
   */
  setBusy: (busy: boolean) => void;
  report: IslandContext['report'];
  /** Aborting drops the request quietly: the island is gone. */
  signal: AbortSignal;
}

/**
 * Adds the form's product to the cart (spec §5) and tells the shopper how it went: the confirmation
 * pop-up and the mini cart, or a message when nothing could be sent or the request failed. The
 * form's fields are left as they are either way. Never rejects: every failure is shown or reported.
 * Theme scripts hear the request before it is sent, may cancel it, and learn how it ended
 * (`storefront:cart-add`); its round trip is measured in User Timing.
 */
export async function sendToCart({ form, button, productId, hasOptions, optionId, showMessage, setBusy, report, signal }: CartSend): Promise<void> {
  const payload = buildAddCartRequest({
    productId,
    hasOptions,
    optionId,
    amountText: form.querySelector<HTMLInputElement>('input[name="amount"]')?.value ?? null,
    fields: [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
  });
  if (!payload.ok) {
    showMessage(payload.message);
    return;
  }
  showMessage('');
  const settle = announceCartAdd(form, payload.request);
  if (!settle) return;
  setBusy(true);
  let leaving = false;
  try {
    const sent = performance.now();
    const answer = await whileLoading(addCart(payload.request, { signal }));
    performance.measure(CART_ADD_MEASURE, { start: sent });
    const redirect = sameOriginUrl(answer.RedirectToUrl);
    if (answer.RedirectToUrl && !redirect) report(`ignored RedirectToUrl ${JSON.stringify(answer.RedirectToUrl)}: not on this site`);
    if (redirect) {
      // The button stays locked: the page is going away.
      leaving = true;
      settle({ ok: true, productName: answer.ProductName, redirectTo: redirect.href });
      location.assign(redirect.href);
      return;
    }
    settle({ ok: true, productName: answer.ProductName });
    openDialog({ title: CONFIRMATION_TITLE, content: parseServerHtml(answer.HtmlResponse), opener: button, className: 'add-cart-dialog' });
    announce(`${CONFIRMATION_TITLE}: ${answer.ProductName}`);
    try {
      pushToDataLayer(addToCartEvent(answer, payload.request.Amount));
    } catch (error) {
      report('could not push the GA4 add_to_cart event', error);
    }
    // Not tied to `signal`: the cart has changed, whatever becomes of this form.
    void refreshAfterCartChange('add', (error) => report('could not refresh the mini cart', error));
  } catch (error) {
    if (isAbort(error)) return;
    report('could not add the product to the cart', error);
    settle({ ok: false, message: ADD_FAILURE_MESSAGE });
    showMessage(ADD_FAILURE_MESSAGE);
    announce(ADD_FAILURE_MESSAGE);
  } finally {
    // Aborted, the island gone: nothing was said, yet the promise must not be left pending.
    settle({ ok: false, message: '' });
    if (!leaving) setBusy(false);
  }
}
