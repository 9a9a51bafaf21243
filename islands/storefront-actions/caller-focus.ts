/**
 * Where focus goes back once the pop-up an action opens has closed: the element focused at the call
 * (the theme's own button, say), taken then, since the shopper may move on while the request is out.
 * One inside the pop-up open now goes with it when the action's pop-up replaces it: openDialog then
 * gives focus back where that one would have.
 */
export function callerFocus(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
