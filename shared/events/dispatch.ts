import type { StorefrontEventName, StorefrontEvents } from './types';

/**
 * Dispatches a public event on `target`, bubbling. A listener that throws cannot break the caller:
 * dispatchEvent reports a listener's exception to the window (its `error` event and the console) and
 * goes on with the next listener, so nothing here catches.
 */
export function dispatch<K extends StorefrontEventName>(target: EventTarget, type: K, detail: StorefrontEvents[K]): void {
  target.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
}

/**
 * Dispatches a cancelable public event on `target`, bubbling; false when a listener called
 * `preventDefault()`. Apart from `dispatch` so that boot, which never cancels, carries none of it.
 */
export function dispatchCancelable<K extends StorefrontEventName>(target: EventTarget, type: K, detail: StorefrontEvents[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, cancelable: true, detail }));
}
