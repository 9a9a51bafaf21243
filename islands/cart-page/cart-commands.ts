import { changeCartAmount, chooseDeliveryPoint, removeCartLine } from '../../shared/api';
import { message } from '../../shared/messages/message';
import type { ApplyOptions, ApplyResult } from './apply-cart-part';
import { amountKey, amountsInFlight, DELIVERY_KEY, removeKey } from './command-keys';
import type { CartCommand, CartCommands } from './use-cart-commands';

/** A cart line as the commands name it. */
export interface Line {
  id: string;
  name: string;
}

/**
 * What an answer must not overwrite: the quantities being sent for other lines than `except` (null
 * for the delivery point), and the delivery point while a choice is being saved (an amount answer
 * carries the point saved before it).
 */
const keepShopperChanges =
  (except: string | null) =>
  (keys: readonly string[]): ApplyOptions => ({ keepAmountOf: new Set(amountsInFlight(keys, except)), keepDeliveryChoice: except !== null && keys.includes(DELIVERY_KEY) });

/**
 * The quantity in `field` (the line's amount field) to send, or null when there is nothing to send:
 * the field is invalid (and says so), the amount is the one the server confirmed and none is in
 * flight, or the line is being removed (a removal in flight wins: the line is about to go).
 */
export function amountCommand(commands: CartCommands, line: Line, field: HTMLInputElement): CartCommand | null {
  if (!field.checkValidity()) {
    field.reportValidity();
    return null;
  }
  const amount = Number(field.value);
  const busy = commands.inFlight();
  if (busy.includes(removeKey(line.id))) return null;
  // defaultValue is the amount the server last confirmed (applyCartPart keeps it so).
  if (amount === Number(field.defaultValue) && !busy.includes(amountKey(line.id))) return null;
  return {
    key: amountKey(line.id),
    value: String(amount),
    anchor: line.id,
    send: (signal) => changeCartAmount({ lineId: Number(line.id), amount }, { signal }),
    keep: keepShopperChanges(line.id),
    succeeded: (result) => message('cart-page.amount-changed', { name: line.name, amount, total: result.total }),
    failed: () => {
      field.value = field.defaultValue;
      return message('cart-page.amount-failed', { name: line.name });
    },
  };
}

/** The removal of `line`; `removed` moves the focus once the answer is in (focus-after-removal.ts). */
export function removeCommand(line: Line, removed: (result: ApplyResult) => void): CartCommand {
  return {
    key: removeKey(line.id),
    value: line.id,
    anchor: line.id,
    send: (signal) => removeCartLine({ lineId: Number(line.id) }, { signal }),
    keep: keepShopperChanges(line.id),
    succeeded: (result) => {
      removed(result);
      return result.emptyCart ? message('cart-page.removed-last', { name: line.name }) : message('cart-page.removed', { name: line.name, total: result.total });
    },
    failed: () => message('cart-page.remove-failed', { name: line.name }),
  };
}

/** Saving `point`; when it fails, the `radios` go back to the point the server has saved, and `putBack` tells the island. */
export function deliveryCommand(point: string, radios: readonly HTMLInputElement[], putBack: () => void): CartCommand {
  return {
    key: DELIVERY_KEY,
    value: point,
    anchor: DELIVERY_KEY,
    send: (signal) => chooseDeliveryPoint({ deliveryPoint: point }, { signal }),
    keep: keepShopperChanges(null),
    succeeded: () => message('cart-page.point-chosen', { point }),
    failed: () => {
      // defaultChecked is the point the server last confirmed (applyCartPart keeps it so).
      for (const radio of radios) radio.checked = radio.defaultChecked;
      putBack();
      return message('cart-page.point-failed');
    },
  };
}
