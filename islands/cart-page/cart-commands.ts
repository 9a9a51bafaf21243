import { changeCartAmount, chooseDeliveryPoint, removeCartLine } from '../../shared/api';
import { announce } from '../../shared/ui/announce';
import { lineIdOf, type ApplyOptions } from './apply-cart-part';
import { amountKey, amountsInFlight, DELIVERY_KEY, removeKey } from './command-keys';
import type { CommandRunner } from './command-runner';
import { focusAfterRemoval } from './focus-after-removal';

export const CHOOSE_POINT_MESSAGE = 'Wybierz punkt odbioru z listy.';
export const DELIVERY_FAILURE_MESSAGE = 'Nie udało się zapisać punktu odbioru. Wybór się nie zmienił, spróbuj ponownie.';
export const amountFailureMessage = (name: string) => `Nie udało się zmienić ilości produktu ${name}. Koszyk się nie zmienił, spróbuj ponownie.`;
export const removeFailureMessage = (name: string) => `Nie udało się usunąć produktu ${name} z koszyka. Koszyk się nie zmienił, spróbuj ponownie.`;

/** The line's name: `.cart-line__name`, else the line's first heading (a theme's own classes), else "produkt". */
export const nameOf = (line: Element | null) => (line?.querySelector('.cart-line__name') ?? line?.querySelector('h2, h3, h4, h5, h6'))?.textContent?.trim() || 'produkt';
const lineOf = (cart: HTMLElement, id: string) => cart.querySelector<HTMLElement>(`[data-line-id="${CSS.escape(id)}"]`);
const total = (cart: HTMLElement) => cart.querySelector('[data-cart-total]')?.textContent?.trim() ?? '';

/**
 * What an answer must not overwrite: the quantities being sent for other lines than `except` (null
 * for the delivery point), and the delivery point while a choice is being saved (an amount answer
 * carries the point saved before it).
 */
const keepShopperChanges = (runner: CommandRunner, except: string | null): ApplyOptions => {
  const keys = runner.keys();
  return { keepAmountOf: new Set(amountsInFlight(keys, except)), keepDeliveryChoice: except !== null && keys.includes(DELIVERY_KEY) };
};

/** Sends the quantity in `field` (a line's amount field) unless it is invalid, unchanged, or its line is being removed. */
export function changeAmount(runner: CommandRunner, cart: HTMLElement, field: HTMLInputElement): void {
  const id = lineIdOf(field);
  const line = id && lineOf(cart, id);
  if (!id || !line) return;
  if (!field.checkValidity()) {
    field.reportValidity();
    return;
  }
  const amount = Number(field.value);
  const busy = runner.keys();
  if (amount === Number(field.defaultValue) && !busy.includes(amountKey(id))) return;
  // A removal in flight wins: the line is about to go.
  if (busy.includes(removeKey(id))) return;
  void runner.run({
    key: amountKey(id),
    value: String(amount),
    anchor: id,
    send: (signal) => changeCartAmount({ lineId: Number(id), amount }, { signal }),
    applyOptions: () => keepShopperChanges(runner, id),
    succeeded: () => `${nameOf(line)}: ilość ${amount}. Do zapłaty ${total(cart)}.`,
    failed: () => {
      field.value = field.defaultValue;
      return amountFailureMessage(nameOf(line));
    },
  });
}

/** Removes the line of `form`; `next` tells, once the answer is in, the line whose quantity takes the focus (see focus-after-removal). */
export function removeLine(runner: CommandRunner, cart: HTMLElement, form: HTMLFormElement, next: () => HTMLElement | null): void {
  const id = lineIdOf(form);
  const line = id && lineOf(cart, id);
  if (!id || !line) return;
  // The removal supersedes a quantity change still in flight.
  runner.drop(amountKey(id));
  const name = nameOf(line);
  void runner.run({
    key: removeKey(id),
    value: id,
    anchor: id,
    send: (signal) => removeCartLine({ lineId: Number(id) }, { signal }),
    applyOptions: () => keepShopperChanges(runner, id),
    succeeded: (result) => {
      // The empty cart takes the focus once the island has put it in (CartPage.tsx).
      if (!result.emptyCart) focusAfterRemoval(line, next(), result.removedLineIds);
      return result.emptyCart ? `Usunięto z koszyka: ${name}. Koszyk jest pusty.` : `Usunięto z koszyka: ${name}. Do zapłaty ${total(cart)}.`;
    },
    failed: () => removeFailureMessage(name),
  });
}

/** Saves the point of `radio`, the chosen one in the delivery `form`; none chosen, asks for one. */
export function chooseDelivery(runner: CommandRunner, form: HTMLFormElement, radio: HTMLInputElement | null): void {
  if (!radio) {
    announce(CHOOSE_POINT_MESSAGE);
    return;
  }
  const point = radio.value;
  void runner.run({
    key: DELIVERY_KEY,
    value: point,
    anchor: DELIVERY_KEY,
    send: (signal) => chooseDeliveryPoint({ deliveryPoint: point }, { signal }),
    applyOptions: () => keepShopperChanges(runner, null),
    succeeded: () => `Wybrano punkt odbioru: ${point}.`,
    failed: () => {
      form.querySelectorAll<HTMLInputElement>('input[name="deliveryPoint"]').forEach((r) => (r.checked = r.defaultChecked));
      return DELIVERY_FAILURE_MESSAGE;
    },
  });
}
