/**
 * A page the browser prerenders (speculation rules, docs/hooks.md) runs its scripts before the shopper
 * opens it, if ever. What counts or changes the shop (analytics pushes, cookie writes, stored phrases,
 * cart requests, the cookie notice's timer) waits until the page is shown, so a prerender the shopper
 * never opens leaves no trace.
 */

/** Whether the browser is prerendering the page (Chromium 108+; other engines leave it undefined). */
export const prerendering = (): boolean => (document as { prerendering?: boolean }).prerendering === true;

/**
 * Runs `action` at once (synchronously, so a caller's order of effects holds) on a page the shopper
 * sees, else when a prerendered page is shown (`prerenderingchange`). Returns what cancels the wait.
 */
export function whenShown(action: () => void): () => void {
  if (!prerendering()) {
    action();
    return () => {};
  }
  const shown = () => action();
  document.addEventListener('prerenderingchange', shown, { once: true });
  return () => document.removeEventListener('prerenderingchange', shown);
}

/** whenShown for async code: resolves at once on a shown page, else once it is shown. */
export const shown = (): Promise<void> => new Promise((resolve) => whenShown(resolve));
