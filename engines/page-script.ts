/**
 * A function for the page, as one expression of source. tsx compiles our files with esbuild's keepNames,
 * which wraps inner functions in `__name(…)`: the page has no such helper, so the expression brings one.
 */
export function pageScript(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `(async () => { const __name = (target) => target; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}
