/**
 * The cart commands' keys (one request in flight per key: a line's quantity, a line's removal, the
 * delivery point) and what each locks while it runs, which the island renders.
 */
export type CommandKind = 'amount' | 'remove' | 'delivery';

export const DELIVERY_KEY = 'delivery';
export const amountKey = (lineId: string) => `amount:${lineId}`;
export const removeKey = (lineId: string) => `remove:${lineId}`;

/** The lines whose quantity is being sent, but `except`. */
export const amountsInFlight = (keys: readonly string[], except: string | null): string[] =>
  keys.flatMap((key) => (key.startsWith('amount:') && key !== (except && amountKey(except)) ? [key.slice('amount:'.length)] : []));

/** A line is busy while its quantity or its removal is being sent. */
export const lineBusy = (lineId: string, keys: readonly string[]): boolean => keys.includes(amountKey(lineId)) || keys.includes(removeKey(lineId));

/**
 * Whether the submit buttons of a command form are locked: while its own command runs, and all of a
 * line's while the line is being removed. `lineId` is the form's line (null for the delivery form).
 */
export function formLocked(kind: CommandKind, lineId: string | null, keys: readonly string[]): boolean {
  if (kind === 'delivery' || lineId === null) return keys.includes(DELIVERY_KEY);
  return keys.includes(removeKey(lineId)) || (kind === 'amount' && keys.includes(amountKey(lineId)));
}
