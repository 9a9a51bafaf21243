import { actionReport } from '../storefront-actions/action-report';
import { addToCartArguments } from '../storefront-actions/arguments';
import { callerFocus } from '../storefront-actions/caller-focus';
import { wakeHook } from '../storefront-actions/wake-hook';
import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import type { CartAddResult } from '../../shared/events/types';
import { productVariants } from '../../shared/state/product-variant';
import { parseProps } from '../runtime/schema';
import { formQuantity, productForm } from './form-quantity';
import { cartRequest } from './payload';
import { addToCartSchema } from './schema';
import { sendToCart } from './send-to-cart';

/**
 * `storefront.addToCart({ productId, optionId?, amount?, addons? })`: the island's own flow
 * (sendToCart), so its rules hold for a theme script's add too. When the product's form is on the
 * page, its attributes say whether the product has options (with none chosen, the spec's message shows
 * in that form and nothing is sent), an omitted `optionId` is the variant chosen there, the form's
 * island is woken to show the busy button and the message, and `storefront:cart-add` is dispatched on
 * it. Elsewhere (a listing) the option is the caller's, -1 when omitted, and the server judges it.
 * The amount must be one the form's quantity field takes (any AddCart takes without one). Rejects
 * only on a bad argument, having sent nothing.
 */
export async function addToCartAction(options: unknown): Promise<CartAddResult> {
  const { productId, optionId, amount, addons } = addToCartArguments(options, (id) => formQuantity(productForm(id)));
  const form = productForm(productId);
  const attributes = form && parseProps(addToCartSchema, form);
  const opener = callerFocus();
  if (form) wakeHook(form);
  const product = {
    productId,
    hasOptions: attributes?.hasOptions ?? false,
    optionId: optionId ?? productVariants.peek().get(productId)?.optionId ?? attributes?.optionId ?? NO_MATCHING_OPTION_ID,
  };
  return sendToCart({
    productId,
    payload: cartRequest(product, amount, addons),
    target: form ?? document,
    opener,
    report: actionReport('addToCart', form && { island: 'add-to-cart', element: form }),
  });
}
