import { differsFromServer } from '../../shared/forms/server-state';

const checked = (cart: ParentNode) => cart.querySelector<HTMLInputElement>('input[name="deliveryPoint"]:checked');

/** The delivery point checked now (the search keeps it in view), or null. */
export const checkedPoint = (cart: ParentNode): string | null => checked(cart)?.value ?? null;

/**
 * The delivery point the shopper chose before the island woke (the runtime leaves a radio to the
 * browser at once), which nobody sent: the checked radio when it is not the one the server rendered.
 */
export function pointChosenBeforeMount(cart: ParentNode): HTMLInputElement | null {
  const chosen = checked(cart);
  return chosen?.form && differsFromServer(chosen) ? chosen : null;
}
