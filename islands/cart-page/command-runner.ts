import { isAbort, type CartPartResponse } from '../../shared/api';
import { parseServerHtml } from '../../shared/html';
import { anySignal } from '../../shared/any-signal';
import { announce } from '../../shared/ui/announce';
import { refreshAfterCartChange } from '../../shared/ui/refresh-mini-cart';
import { applyCartPart, type ApplyOptions, type ApplyResult } from './apply-cart-part';

export interface CartCommand {
  /** One request at a time per key (a line, or the delivery point): a newer one aborts the older. */
  key: string;
  /** What the request carries, so a second press of the same command is not sent twice. */
  value: string;
  /** Where a failure is shown, next to what failed: a line's id, or `DELIVERY_ANCHOR`. */
  anchor: string;
  send: (signal: AbortSignal) => Promise<CartPartResponse>;
  applyOptions: () => ApplyOptions;
  /** What is announced once the answer is on the page. */
  succeeded: (result: ApplyResult) => string;
  /** Puts back what the shopper changed, and says what failed. */
  failed: () => string;
}

/** What the island renders from the commands (CartPage.tsx): the locks, the failure notes, the lines that went. */
export interface CartView {
  /** The keys of the commands in flight, each time they change. */
  busy: (keys: readonly string[]) => void;
  /** The failure note next to `anchor`; '' takes it away. */
  problem: (anchor: string, text: string) => void;
  /** An answer is on the page: what the island must still take away or put in (see applyCartPart). */
  applied: (result: ApplyResult) => void;
}

export interface CommandRunner {
  run: (command: CartCommand) => Promise<void>;
  /** The keys of the commands in flight. */
  keys: () => string[];
  /** Aborts the command in flight under `key` and forgets it, so its end unlocks nothing. */
  drop: (key: string) => void;
  /** Aborts every command in flight. */
  stop: () => void;
}

/**
 * Sends the cart's commands and brings their answers onto the page (`cart`, the hook): the answered
 * cart part through parseServerHtml and applyCartPart, the mini cart refreshed (then theme scripts told), the change announced.
 * A failed command leaves the cart as it was, says so aloud and through `view`, and `report`s the cause.
 */
export function createCommandRunner(cart: HTMLElement, view: CartView, report: (problem: string, cause?: unknown) => void): CommandRunner {
  const life = new AbortController();
  const inFlight = new Map<string, { controller: AbortController; value: string }>();
  const keys = () => [...inFlight.keys()];

  async function run(command: CartCommand): Promise<void> {
    const previous = inFlight.get(command.key);
    if (previous?.value === command.value) return;
    previous?.controller.abort();
    const controller = new AbortController();
    inFlight.set(command.key, { controller, value: command.value });
    view.busy(keys());
    try {
      const answer = await command.send(anySignal(controller.signal, life.signal));
      const result = applyCartPart(cart, parseServerHtml(answer.html), command.applyOptions());
      view.problem(command.anchor, '');
      view.applied(result);
      announce(command.succeeded(result));
      void refreshAfterCartChange('cart-page', (error) => report('the mini cart could not be refreshed after a cart change', error), life.signal);
    } catch (error) {
      if (isAbort(error)) return;
      const text = command.failed();
      view.problem(command.anchor, text);
      announce(text);
      report(`cart command "${command.key}" failed; the cart stays as it was`, error);
    } finally {
      if (inFlight.get(command.key)?.controller === controller) {
        inFlight.delete(command.key);
        view.busy(keys());
      }
    }
  }

  return {
    run,
    keys,
    drop(key) {
      inFlight.get(key)?.controller.abort();
      inFlight.delete(key);
      view.busy(keys());
    },
    stop() {
      life.abort();
    },
  };
}
