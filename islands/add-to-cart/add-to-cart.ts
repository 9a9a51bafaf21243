import { effect } from '@preact/signals-react';
import { addCart, isAbort } from '../../shared/api';
import { parseServerHtml } from '../../shared/html';
import { noteAdded } from '../../shared/state/cart';
import { productVariants } from '../../shared/state/product-variant';
import { announce } from '../../shared/ui/announce';
import { markBusy } from '../../shared/ui/busy';
import { inlineMessage } from '../../shared/ui/inline-message';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { refreshMiniCart } from '../../shared/ui/refresh-mini-cart';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { addToCartEvent, pushToDataLayer } from './ga4';
import { buildAddCartRequest } from './payload';
import { sameOriginUrl } from './same-origin';
import type { addToCartSchema } from './schema';

export const ADD_FAILURE_MESSAGE = 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.';
export const CONFIRMATION_TITLE = 'Dodano do koszyka';

const addToCart: IslandModule<PropsOf<typeof addToCartSchema>> = {
  mount(element, props, context) {
    if (!(element instanceof HTMLFormElement)) throw new Error('the hook must be the product <form>');
    const form = element;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
    if (!button) throw new Error('the form has no submit button');
    const serverEnabled = !button.disabled;
    const serverCartDisabled = form.classList.contains('cart-disabled');
    let busy = false;

    const message = inlineMessage(
      'form-error add-to-cart__message',
      (p) => {
        p.setAttribute('role', 'alert');
        button.before(p);
      },
      form.querySelector<HTMLElement>('#add-to-cart-error'),
    );
    const showMessage = message.show;

    // The option the shopper chose (or the server's), and whether the button may be used for it.
    const variantNow = () => productVariants.value.get(props.productId);
    const syncButton = () => {
      const variant = variantNow();
      const allowed = variant ? variant.status === 'confirmed' && variant.cartEnabled : serverEnabled;
      button.disabled = busy || !allowed;
      markBusy(button, busy);
      form.classList.toggle('cart-disabled', variant ? variant.status === 'confirmed' && !variant.cartEnabled : serverCartDisabled);
    };
    const stopSync = effect(syncButton);
    // A new choice makes an old "choose an option" message stale.
    const stopClearing = effect(() => {
      if (variantNow()) showMessage('');
    });

    const amountField = () => form.querySelector<HTMLInputElement>('input[name="amount"]');

    async function send(): Promise<void> {
      const payload = buildAddCartRequest({
        productId: props.productId,
        hasOptions: props.hasOptions,
        optionId: variantNow()?.optionId ?? props.optionId,
        amountText: amountField()?.value ?? null,
        fields: [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
      });
      if (!payload.ok) {
        showMessage(payload.message);
        return;
      }
      showMessage('');
      busy = true;
      syncButton();
      let leaving = false;
      try {
        const answer = await whileLoading(addCart(payload.request));
        const redirect = sameOriginUrl(answer.RedirectToUrl);
        if (answer.RedirectToUrl && !redirect) context.report(`ignored RedirectToUrl ${JSON.stringify(answer.RedirectToUrl)}: not on this site`);
        if (redirect) {
          // The button stays locked: the page is going away.
          leaving = true;
          location.assign(redirect.href);
          return;
        }
        openDialog({ title: CONFIRMATION_TITLE, content: parseServerHtml(answer.HtmlResponse), opener: button, className: 'add-cart-dialog' });
        noteAdded(answer.ProductName);
        announce(`${CONFIRMATION_TITLE}: ${answer.ProductName}`);
        try {
          pushToDataLayer(addToCartEvent(answer, payload.request.Amount));
        } catch (error) {
          context.report('could not push the GA4 add_to_cart event', error);
        }
        refreshMiniCart().catch((error: unknown) => {
          if (!isAbort(error)) context.report('could not refresh the mini cart', error);
        });
      } catch (error) {
        context.report('could not add the product to the cart', error);
        showMessage(ADD_FAILURE_MESSAGE);
        announce(ADD_FAILURE_MESSAGE);
      } finally {
        if (!leaving) {
          busy = false;
          syncButton();
        }
      }
    }

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (!busy) void send();
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      stopSync();
      stopClearing();
      message.remove();
    };
  },
};

export default addToCart;
