import { differsFromServer } from '../../shared/forms/server-state';

/**
 * The delivery point the shopper chose before the island woke (the runtime leaves a radio to the
 * browser at once), which nobody sent: the checked radio when it is not the one the server rendered.
 */
export function pointChosenBeforeMount(cart: ParentNode): HTMLInputElement | null {
  const chosen = cart.querySelector<HTMLInputElement>('input[name="deliveryPoint"]:checked');
  return chosen?.form && differsFromServer(chosen) ? chosen : null;
}
