import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import { DEFAULT_QUANTITY } from '../../shared/quantity-rules';
import { savesData } from '../../shared/saves-data';
import { formMessageOf } from '../../shared/state/product-form-message';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import { sendingProducts } from '../add-to-cart/cart-add-state';
import { cartRequest } from '../add-to-cart/payload';
import { sendToCart } from '../add-to-cart/send-to-cart';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { hoverIntent } from './hover-intent';
import { openingProduct, openQuickAdd } from './open-quick-add';
import { productPages } from './product-pages';
import { readQuickAdd, type QuickAddMarkup } from './read-quick-add';
import { quickAddSchema } from './schema';

export const schema = quickAddSchema;

type Props = PropsOf<typeof quickAddSchema> & QuickAddMarkup & IslandProps;

export const read = readQuickAdd;

/**
 * Quick add on a product card: the island takes over the submit of the theme's small form (without
 * JavaScript it posts the add, or opens the product page). A product without options is added at
 * once, through the product page's own flow (sendToCart: one request per product at a time, the
 * pop-up, the mini cart, GA4, the events); one with options opens its product page's form in the
 * pop-up (open-quick-add.ts), fetched ahead once the pointer rests on the button or focus reaches it.
 * React renders the button's state and, for a direct add that failed, the message after it.
 */
export default function QuickAdd({ productId, productName, hasOptions, form, nodes, button, serverDisabled, pagePath, context }: Props) {
  useSignals();
  const busy = sendingProducts.value.has(productId) || openingProduct.value === productId;
  // A direct add's failure is said here; with options, the pop-up's form says it.
  const text = hasOptions ? null : formMessageOf(productId, 'cart');
  // A shopper saving data gets the page on the click only.
  const [intent] = useState(() => hoverIntent(() => (savesData() ? () => undefined : productPages.prefetch(pagePath))));
  const prefetches = hasOptions && !serverDisabled;

  useEffect(() => {
    if (!prefetches) return undefined;
    // The pointer or focus that woke the island is already on the button: no event will say so again.
    if (button.matches(':hover')) intent.enter();
    if (button === document.activeElement) intent.focus();
    return () => intent.stop();
  }, [prefetches, button, intent]);

  // React hands no handler to its own container: the form's submit is listened to here.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      // The press asks for the page itself: a rest still being timed would fetch it again, in the press's frame.
      intent.leave();
      // A locked button stops a click, not a script's requestSubmit().
      if (serverDisabled || sendingProducts.peek().has(productId) || openingProduct.peek() === productId) return;
      if (hasOptions) {
        void openQuickAdd({ productId, productName, productUrl: pagePath, opener: button, report: context.report });
        return;
      }
      void sendToCart({
        productId,
        payload: cartRequest({ productId, hasOptions: false, optionId: NO_MATCHING_OPTION_ID }, DEFAULT_QUANTITY, []),
        target: form,
        opener: button,
        report: context.report,
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, button, productId, productName, hasOptions, serverDisabled, pagePath, intent, context]);

  const owned = new Map<Element, ReactNode>([
    [
      button,
      <Adopt
        node={button}
        disabled={busy || serverDisabled}
        aria-busy={busy || undefined}
        aria-haspopup={hasOptions ? 'dialog' : undefined}
        onPointerEnter={prefetches ? intent.enter : undefined}
        onPointerLeave={prefetches ? intent.leave : undefined}
        onFocus={prefetches ? intent.focus : undefined}
        onBlur={prefetches ? intent.blur : undefined}
      />,
    ],
  ]);
  return (
    <>
      {adoptNodes(nodes, owned)}
      <Added>{text ? <InlineMessage className="sf-quick-add__message" role="alert" text={text} /> : null}</Added>
    </>
  );
}
