import { dispatch } from '../../shared/events/dispatch';
import type { SettledState } from '../../shared/events/types';

/** Reflected on each hook so tests, CSS and integrators can see where an island stands. */
export type HookState = 'waiting' | 'loading' | SettledState;

export const setState = (element: HTMLElement, state: HookState) => (element.dataset.islandState = state);

/**
 * Marks the hook of island `name` settled, and tells theme scripts: `storefront:island` on the hook,
 * once the mark is there. `reason` (for failed and invalid) is the text of the line that was reported.
 */
export function settle(element: HTMLElement, name: string, state: SettledState, reason?: string): void {
  setState(element, state);
  dispatch(element, 'storefront:island', { name, state, reason });
}
