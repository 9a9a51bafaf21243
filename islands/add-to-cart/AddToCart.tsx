import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { formMessageOf } from '../../shared/state/product-form-message';
import { productVariants } from '../../shared/state/product-variant';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useHostProps } from '../../shared/ui/use-host-props';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { cartAllowed, sendingProducts } from './cart-add-state';
import { buildAddCartRequest } from './payload';
import { filledIn, readAddToCart, type AddToCartMarkup } from './read-add-to-cart';
import { addToCartSchema } from './schema';
import { sendToCart } from './send-to-cart';

export const schema = addToCartSchema;

type Props = PropsOf<typeof addToCartSchema> & AddToCartMarkup & IslandProps;

export const read = readAddToCart;

const MESSAGE_CLASS = 'form-error add-to-cart__message';

/**
 * Add to cart without leaving the page: the island takes over the submit of the server's product
 * form. The form, its fields (the quantity box's among them, a hook of its own) and its button stay
 * the theme's nodes, adopted as they are, so the form still posts without JavaScript and the request
 * reads the very fields the shopper filled in. React renders the button's disabled and aria-busy
 * state, from the chosen variant and the request, and the message before the button (or in the
 * theme's own message element).
 */
export default function AddToCart({ productId, hasOptions, optionId, form, nodes, button, serverMessage, serverEnabled, serverCartDisabled, context }: Props) {
  useSignals();
  const variant = productVariants.value.get(productId);
  // Until anything is said on the form the server's message stands (text null), unless a new choice made it stale.
  // The form has one message: another's (the options' failure) or a new choice hides this one.
  const [mountedVariant] = useState(variant);
  const text = formMessageOf(productId, 'cart') ?? (mountedVariant === variant ? null : '');
  const allowed = cartAllowed(variant, serverEnabled);
  const cartDisabled = variant ? variant.status === 'confirmed' && !variant.cartEnabled : serverCartDisabled;

  useHostProps({ classes: { 'cart-disabled': cartDisabled } });

  // React hands no handler to its own container: the form's submit is listened to here.
  useEffect(() => {
    const abort = new AbortController();
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const chosen = productVariants.peek().get(productId)?.optionId ?? optionId;
      void sendToCart({
        productId,
        payload: buildAddCartRequest({ productId, hasOptions, optionId: chosen, ...filledIn(form) }),
        target: form,
        opener: button,
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

  const busy = sendingProducts.value.has(productId);
  const owned = new Map<Element, ReactNode>();
  if (serverMessage) {
    owned.set(serverMessage, text === null ? <Adopt node={serverMessage} /> : <Adopt node={serverMessage} hidden={text === ''}>{text}</Adopt>);
  }
  owned.set(
    button,
    <>
      <Added>{!serverMessage && text ? <InlineMessage className={MESSAGE_CLASS} role="alert" text={text} /> : null}</Added>
      <Adopt node={button} disabled={busy || !allowed} aria-busy={busy || undefined} />
    </>,
  );
  return adoptNodes(nodes, owned);
}
