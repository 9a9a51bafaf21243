import { useEffect, useRef, useState } from 'react';
import { isAbort, type CartPartResponse } from '../../shared/api';
import { anySignal } from '../../shared/any-signal';
import { parseServerHtml } from '../../shared/html';
import { announce } from '../../shared/ui/announce';
import { refreshAfterCartChange } from '../../shared/ui/refresh-mini-cart';
import { applyCartPart, type ApplyOptions, type ApplyResult } from './apply-cart-part';

export interface CartCommand {
  /** One request at a time per key (a line's quantity or removal, the delivery point): a newer one aborts the older. */
  key: string;
  /** What the request carries, so a second press of the same command is not sent twice. */
  value: string;
  /** Where a failure is shown, next to what failed: a line's id, or `DELIVERY_KEY`. */
  anchor: string;
  send: (signal: AbortSignal) => Promise<CartPartResponse>;
  /** What the answer must not overwrite, given the keys in flight when it arrives. */
  keep: (inFlight: readonly string[]) => ApplyOptions;
  /** What is announced once the answer is on the page. */
  succeeded: (result: ApplyResult) => string;
  /** Puts back what the shopper changed, and says what failed. */
  failed: () => string;
}

export interface CartCommands {
  /** The keys of the commands in flight, as last rendered. */
  keys: readonly string[];
  /** The failure notes by anchor. */
  notes: ReadonlyMap<string, string>;
  run: (command: CartCommand) => Promise<void>;
  /** The keys in flight right now, for a handler deciding before the next render. */
  inFlight: () => string[];
  /** Aborts the command in flight under `key` and forgets it, so its end unlocks nothing. */
  drop: (key: string) => void;
}

const withNote = (notes: ReadonlyMap<string, string>, anchor: string, text: string) => {
  const next = new Map(notes);
  if (text) next.set(anchor, text);
  else next.delete(anchor);
  return next;
};

/**
 * Runs the cart's commands on `cart` (the hook): the request, aborting the one it supersedes; the
 * answered cart part through parseServerHtml and applyCartPart; the mini cart refreshed (then theme
 * scripts told); the change announced. A failed command leaves the cart as it was, says so next to
 * its anchor and aloud, and `report`s the cause. `answered` takes what every answer tells into the
 * island's state (the lines it dropped, the empty cart, the saved point) with what it `kept` of the
 * shopper's. Unmounting aborts everything in flight.
 */
export function useCartCommands(cart: HTMLElement, report: (problem: string, cause?: unknown) => void, answered: (result: ApplyResult, kept: ApplyOptions) => void): CartCommands {
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(() => new Map());
  const running = useRef(new Map<string, { controller: AbortController; value: string }>());
  const life = useRef(new AbortController());

  useEffect(() => {
    const mounted = new AbortController();
    life.current = mounted;
    const commands = running.current;
    return () => {
      mounted.abort();
      commands.clear();
    };
  }, []);

  const inFlight = () => [...running.current.keys()];
  const drop = (key: string) => {
    running.current.get(key)?.controller.abort();
    running.current.delete(key);
    setKeys(inFlight());
  };

  async function run(command: CartCommand): Promise<void> {
    const commands = running.current;
    const previous = commands.get(command.key);
    if (previous?.value === command.value) return;
    previous?.controller.abort();
    const controller = new AbortController();
    const mounted = life.current.signal;
    commands.set(command.key, { controller, value: command.value });
    setKeys(inFlight());
    try {
      const answer = await command.send(anySignal(controller.signal, mounted));
      const kept = command.keep(inFlight());
      const result = applyCartPart(cart, parseServerHtml(answer.html), kept);
      setNotes((old) => withNote(old, command.anchor, ''));
      answered(result, kept);
      announce(command.succeeded(result));
      void refreshAfterCartChange('cart-page', (error) => report('the mini cart could not be refreshed after a cart change', error), mounted);
    } catch (error) {
      if (isAbort(error)) return;
      const text = command.failed();
      setNotes((old) => withNote(old, command.anchor, text));
      announce(text);
      report(`cart command "${command.key}" failed; the cart stays as it was`, error);
    } finally {
      if (commands.get(command.key)?.controller === controller) {
        commands.delete(command.key);
        setKeys(inFlight());
      }
    }
  }

  return { keys, notes, run, inFlight, drop };
}
