/**
 * Wakes a hook that waits for a touch, as a pointer over it would (boot's wake listens for mouseover
 * among others, in the capture phase, so the event need not bubble): an action acting on a product's
 * form wakes its island, which then shows the action's message and busy state. A hook already awake
 * ignores it.
 */
export function wakeHook(hook: Element): void {
  hook.dispatchEvent(new Event('mouseover'));
}
