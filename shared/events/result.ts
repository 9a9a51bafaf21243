/**
 * The `result` promise of a public event, settled by its dispatcher. The first value given wins and
 * later ones are ignored, so a dispatcher settles it where the outcome is known and once more, with
 * the "nothing came of it" value, where every path ends (a `finally`). It never rejects: a theme
 * script that ignores it cannot cause an unhandled rejection.
 */
export function eventResult<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
