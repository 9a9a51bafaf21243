import { useEffect, useEffectEvent, useState } from 'react';
import { message } from '../../shared/messages/message';
import { announce } from '../../shared/ui/announce';
import { useHostProps } from '../../shared/ui/use-host-props';
import { lineIdOf, type ApplyResult } from './apply-cart-part';
import { amountCommand, deliveryCommand, removeCommand } from './cart-commands';
import { amountKey } from './command-keys';
import { focusAfterRemoval, neighbourOf } from './focus-after-removal';
import type { CartLineMarkup } from './read-cart-page';
import { useCartCommands, type CartCommands } from './use-cart-commands';
import { useEmptyCart } from './use-empty-cart';

interface Options {
  hook: HTMLElement;
  report: (problem: string, cause?: unknown) => void;
  lines: readonly CartLineMarkup[];
  /** Every delivery point radio, put back when a choice fails. */
  radios: readonly HTMLInputElement[];
  /** The point the server rendered chosen, and the one chosen at mount. */
  savedPoint: string | null;
  chosenPoint: string | null;
}

export interface CartForms {
  commands: CartCommands;
  /** The lines an answer dropped. */
  removed: ReadonlySet<string>;
  /** The delivery point chosen now (the search keeps it in view). */
  chosen: string | null;
  /** The server's empty-cart part, once the last line went. */
  emptyCart: DocumentFragment | null;
}

/**
 * The cart's command forms sent as commands: a quantity changed (typed and left, Enter, the quantity
 * box's steps) or submitted, a line removed, a delivery point chosen or its form saved; and what the
 * answers change in the island's state. A point chosen before the island woke, which nobody sent, is
 * sent once it mounts (under StrictMode that first request may be aborted and sent again).
 *
 * The forms reach it through the hook (`useHostProps`): React's `onChange` never sees a quantity
 * field, which is another island's node inside a leaf of this one (quantity-change.test.tsx shows
 * it), and a form inside a `data-cart-refresh` region is the server's, replaced by an answer with
 * nodes React never held (nested-root-change.test.tsx); at the hook every form is heard, wherever the
 * theme put it.
 */
export function useCartForms({ hook, report, lines, radios, savedPoint, chosenPoint }: Options): CartForms {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [point, setPoint] = useState({ saved: savedPoint, chosen: chosenPoint });
  const [emptyCart, showEmptyCart] = useEmptyCart(hook);
  const commands = useCartCommands(hook, report, (result, kept) => {
    if (result.removedLineIds.length > 0) setRemoved((old) => new Set([...old, ...result.removedLineIds]));
    if (result.emptyCart) showEmptyCart(result.emptyCart);
    setPoint((old) => ({ saved: result.savedPoint, chosen: kept.keepDeliveryChoice ? old.chosen : result.savedPoint }));
  });
  const remaining = lines.filter((line) => !removed.has(line.id));
  const lineOf = (element: Element) => remaining.find((line) => line.id === lineIdOf(element));

  const putBack = () => setPoint((old) => ({ ...old, chosen: old.saved }));
  const send = (chosen: string) => void commands.run(deliveryCommand(chosen, radios, putBack));
  const choose = (chosen: string) => {
    setPoint((old) => ({ ...old, chosen }));
    send(chosen);
  };
  const changeAmount = (line: CartLineMarkup, field: HTMLInputElement) => {
    const command = amountCommand(commands, line, field);
    if (command) void commands.run(command);
  };
  const remove = (line: CartLineMarkup) => {
    // The removal supersedes a quantity change still in flight.
    commands.drop(amountKey(line.id));
    const next = neighbourOf(remaining, line);
    // An emptied cart takes the focus itself (use-empty-cart.ts).
    const moveFocus = (result: ApplyResult) => {
      if (!result.emptyCart) focusAfterRemoval(line, next, result.removedLineIds);
    };
    void commands.run(removeCommand(line, moveFocus));
  };

  useHostProps({
    on: {
      submit(event) {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.dataset.cartCommand) return;
        event.preventDefault();
        const line = lineOf(form);
        const field = form.elements.namedItem('amount');
        if (form.dataset.cartCommand === 'delivery') {
          if (point.chosen === null) announce(message('cart-page.point-missing'));
          else choose(point.chosen);
        } else if (line && form.dataset.cartCommand === 'remove') remove(line);
        else if (line && field instanceof HTMLInputElement) changeAmount(line, field);
      },
      change(event) {
        const field = event.target;
        if (!(field instanceof HTMLInputElement) || !field.form) return;
        const line = lineOf(field);
        if (line && field.name === 'amount' && field.form.dataset.cartCommand === 'amount') changeAmount(line, field);
        else if (field.name === 'deliveryPoint' && field.checked) choose(field.value);
      },
    },
  });

  const sendChosenBeforeMount = useEffectEvent(() => {
    if (chosenPoint !== null && chosenPoint !== savedPoint) send(chosenPoint);
  });
  useEffect(() => sendChosenBeforeMount(), []);

  return { commands, removed, chosen: point.chosen, emptyCart };
}
