import type { AddCartAddon, AddCartRequest } from '../../shared/api/types';
import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import { message } from '../../shared/messages/message';
import { DEFAULT_QUANTITY, sanitizeQuantity } from '../../shared/quantity-rules';

/** Custom fields are the form's text inputs named `addon-<key>`; empty ones are left out. */
export const ADDON_PREFIX = 'addon-';

export interface CartForm extends CartProduct {
  /** The quantity field's text; null when the form has none. */
  amountText: string | null;
  /** The form's fields as name/value pairs. */
  fields: Iterable<[string, string]>;
}

export type CartPayload = { ok: true; request: AddCartRequest } | { ok: false; message: string };

export function addonsOf(fields: Iterable<[string, string]>): AddCartAddon[] {
  const addons: AddCartAddon[] = [];
  for (const [name, value] of fields) {
    if (name.startsWith(ADDON_PREFIX) && name.length > ADDON_PREFIX.length && value.trim() !== '') addons.push({ key: name.slice(ADDON_PREFIX.length), value: value.trim() });
  }
  return addons;
}

/** The product to add, as its form or a theme script's call names it. */
export interface CartProduct {
  productId: number;
  hasOptions: boolean;
  optionId: number;
}

/** The AddCart request for `amount` of the product, or the message to show instead of sending anything (spec §5). */
export function cartRequest({ productId, hasOptions, optionId }: CartProduct, amount: number, addons: AddCartAddon[]): CartPayload {
  if (hasOptions && optionId === NO_MATCHING_OPTION_ID) return { ok: false, message: message('add-to-cart.missing-option') };
  return { ok: true, request: { Amount: amount, ProductId: productId, OptionId: optionId, addons } };
}

/** The AddCart request from what the shopper filled in the product form. */
export function buildAddCartRequest(form: CartForm): CartPayload {
  return cartRequest(form, form.amountText === null ? DEFAULT_QUANTITY : sanitizeQuantity(form.amountText), addonsOf(form.fields));
}
