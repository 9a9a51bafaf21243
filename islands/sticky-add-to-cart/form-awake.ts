import type { SettledState } from '../../shared/events/types';
import { wakeHook } from '../storefront-actions/wake-hook';

const SETTLED: ReadonlySet<string | undefined> = new Set<SettledState>(['mounted', 'failed', 'invalid']);

/**
 * Settles once the product form's island has settled, waking it if it still waits for a touch: a
 * submit before then would post the form the no-JS way. One that failed posts the no-JS way still,
 * which is what it is for.
 */
export function formSettled(form: HTMLFormElement): Promise<void> {
  if (SETTLED.has(form.dataset.islandState)) return Promise.resolve();
  return new Promise((resolve) => {
    const onSettled = (event: Event) => {
      // The options' hook inside the form says so too, and its event bubbles here.
      if (event.target !== form) return;
      form.removeEventListener('storefront:island', onSettled);
      resolve();
    };
    form.addEventListener('storefront:island', onSettled);
    wakeHook(form);
  });
}
