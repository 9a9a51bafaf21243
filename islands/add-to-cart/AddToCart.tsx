import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { productVariants } from '../../shared/state/product-variant';
import { markBusy } from '../../shared/ui/busy';
import { inlineMessage } from '../../shared/ui/inline-message';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readAddToCart, type AddToCartMarkup } from './read-add-to-cart';
import type { addToCartSchema } from './schema';
import { sendToCart } from './send-to-cart';

type Props = PropsOf<typeof addToCartSchema> & AddToCartMarkup & IslandProps;

export const read = readAddToCart;

export const drawsNothing = true;

const MESSAGE_CLASS = 'form-error add-to-cart__message';

/**
 * Add to cart without leaving the page: the island takes over the submit of the server's product
 * form. It draws nothing: the form, its fields (the quantity box's among them, a hook of its own)
 * and its button stay the server's nodes, so the form still posts without JavaScript and the request
 * reads the very fields the shopper filled in. The button follows the chosen variant and the request.
 */
export default function AddToCart({ productId, hasOptions, optionId, form, button, serverMessage, serverEnabled, serverCartDisabled, context }: Props) {
  useSignals();
  const variant = productVariants.value.get(productId);
  const [busy, setBusy] = useState(false);
  // null until the island has something to say: the server's own message stands till then.
  const [message, setMessage] = useState<string | null>(null);
  // Read by the submit listener, which runs before React has drawn a new `busy`.
  const sending = useRef(false);

  useLayoutEffect(() => {
    const allowed = variant ? variant.status === 'confirmed' && variant.cartEnabled : serverEnabled;
    button.disabled = busy || !allowed;
    markBusy(button, busy);
    form.classList.toggle('cart-disabled', variant ? variant.status === 'confirmed' && !variant.cartEnabled : serverCartDisabled);
  }, [form, button, variant, busy, serverEnabled, serverCartDisabled]);

  // A new choice makes an old "choose an option" message stale.
  useEffect(() => {
    if (variant) setMessage('');
  }, [variant]);

  useLayoutEffect(() => {
    if (message === null) return undefined;
    const shown = inlineMessage(
      MESSAGE_CLASS,
      (p) => {
        p.setAttribute('role', 'alert');
        button.before(p);
      },
      serverMessage,
    );
    shown.show(message);
    return shown.remove;
  }, [message, button, serverMessage]);

  useEffect(() => {
    const abort = new AbortController();
    const lock = (locked: boolean) => {
      sending.current = locked;
      setBusy(locked);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sending.current) return;
      void sendToCart({
        form,
        button,
        productId,
        hasOptions,
        optionId: productVariants.peek().get(productId)?.optionId ?? optionId,
        showMessage: setMessage,
        setBusy: lock,
        report: context.report,
        signal: abort.signal,
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      abort.abort();
    };
  }, [form, button, productId, hasOptions, optionId, context]);

  return null;
}
