import { isAbort, type CartPartResponse } from '../../shared/api';
import { parseServerHtml } from '../../shared/html';
import { setCartItemCount } from '../../shared/state/cart';
import { announce } from '../../shared/ui/announce';
import { markBusy } from '../../shared/ui/busy';
import { inlineMessage, type InlineMessage } from '../../shared/ui/inline-message';
import { refreshMiniCart } from '../../shared/ui/refresh-mini-cart';
import { applyCartPart, type ApplyOptions, type ApplyResult } from './apply-cart-part';

export interface CartCommand {
  /** One request at a time per key (a line, or the delivery point): a newer one aborts the older. */
  key: string;
  /** What the request carries, so a second press of the same command is not sent twice. */
  value: string;
  /** Where a failure is shown, next to what failed. */
  anchor: HTMLElement;
  /** Its buttons are locked (aria-disabled, focus kept) while it is in flight. */
  forms: HTMLFormElement[];
  send: (signal: AbortSignal) => Promise<CartPartResponse>;
  applyOptions: () => ApplyOptions;
  /** What is announced once the answer is on the page. */
  succeeded: (result: ApplyResult) => string;
  /** Puts back what the shopper changed, and says what failed. */
  failed: () => string;
}

export interface CommandRunner {
  run: (command: CartCommand) => Promise<void>;
  /** The keys of the commands in flight. */
  keys: () => string[];
  /** Aborts the command in flight under `key` and forgets it, so its end unlocks nothing. */
  drop: (key: string) => void;
  /** Aborts every command in flight and takes the failure notes away. */
  stop: () => void;
}

const PROBLEM_CLASS = 'cart-problem';

function setLocked(forms: readonly HTMLFormElement[], locked: boolean): void {
  for (const form of forms) {
    // aria-disabled rather than disabled: a disabled button would drop the focus of a keyboard user.
    form.querySelectorAll('button[type="submit"]').forEach((b) => (locked ? b.setAttribute('aria-disabled', 'true') : b.removeAttribute('aria-disabled')));
    const line = form.closest('[data-line-id]');
    if (line) markBusy(line, locked);
  }
}

/**
 * Sends the cart's commands and brings their answers onto the page (`cart`, the hook): the answered
 * cart part through parseServerHtml and applyCartPart, the item count to the shared cart state, the
 * mini cart refreshed, the change announced. A failed command leaves the cart as it was and says so
 * next to what failed and aloud, and `report`s the cause.
 */
export function createCommandRunner(cart: HTMLElement, report: (problem: string, cause?: unknown) => void): CommandRunner {
  const life = new AbortController();
  const inFlight = new Map<string, { controller: AbortController; value: string }>();
  const problems = new Map<HTMLElement, InlineMessage>();

  const showProblem = (anchor: HTMLElement, text: string) => {
    let problem = problems.get(anchor);
    if (!problem) {
      problem = inlineMessage(PROBLEM_CLASS, (p) => anchor.append(p));
      problems.set(anchor, problem);
    }
    problem.show(text);
  };
  const clearProblem = (anchor: HTMLElement) => {
    problems.get(anchor)?.remove();
    problems.delete(anchor);
  };

  async function run(command: CartCommand): Promise<void> {
    const previous = inFlight.get(command.key);
    if (previous?.value === command.value) return;
    previous?.controller.abort();
    const controller = new AbortController();
    inFlight.set(command.key, { controller, value: command.value });
    setLocked(command.forms, true);
    try {
      const answer = await command.send(AbortSignal.any([controller.signal, life.signal]));
      const result = applyCartPart(cart, parseServerHtml(answer.html), command.applyOptions());
      cart.classList.toggle('cart--empty', result.emptied);
      clearProblem(command.anchor);
      setCartItemCount(answer.count);
      announce(command.succeeded(result));
      refreshMiniCart(life.signal).catch((error: unknown) => {
        if (!isAbort(error)) report('the mini cart could not be refreshed after a cart change', error);
      });
    } catch (error) {
      if (isAbort(error)) return;
      const text = command.failed();
      showProblem(command.anchor, text);
      announce(text);
      report(`cart command "${command.key}" failed; the cart stays as it was`, error);
    } finally {
      if (inFlight.get(command.key)?.controller === controller) {
        inFlight.delete(command.key);
        setLocked(command.forms, false);
      }
    }
  }

  return {
    run,
    keys: () => [...inFlight.keys()],
    drop(key) {
      inFlight.get(key)?.controller.abort();
      inFlight.delete(key);
    },
    stop() {
      life.abort();
      problems.forEach((problem) => problem.remove());
      problems.clear();
    },
  };
}
