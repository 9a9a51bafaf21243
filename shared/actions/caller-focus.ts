import { activeDialog } from '../state/dialog';

/**
 * Where focus goes back once the pop-up an action opens has closed: the element focused at the call
 * (the theme's own button, say). When that element is in the pop-up open now (an upsell button in
 * the add-to-cart confirmation), the action's pop-up replaces that one and the element goes with it:
 * focus then goes back where that pop-up would have given it.
 */
export function callerFocus(): HTMLElement | null {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const open = activeDialog.peek();
  return focused && open?.element?.contains(focused) ? open.opener : focused;
}
