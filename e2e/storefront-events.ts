import type { Page } from '@playwright/test';
import type { ErrorEventDetail, IslandEventDetail } from '../shared/events/types';

/** A public event the page dispatched: its name, its hook (id, else `data-island`) and its detail. */
export type HeardEvent = { hook: string } & ({ type: 'storefront:island'; detail: IslandEventDetail } | { type: 'storefront:error'; detail: ErrorEventDetail });

/**
 * Records every `storefront:island` and `storefront:error` the page dispatches from its first script
 * on, as a theme script listening on `document` hears them. They are passed out as they happen, so
 * they outlive a page that navigates (a listing swap falling back to a full load).
 */
export async function recordStorefrontEvents(page: Page): Promise<HeardEvent[]> {
  const heard: HeardEvent[] = [];
  await page.exposeFunction('__storefrontHeard', (event: HeardEvent) => void heard.push(event));
  await page.addInitScript(() => {
    const tell = (window as unknown as { __storefrontHeard: (event: unknown) => void }).__storefrontHeard;
    for (const type of ['storefront:island', 'storefront:error'] as const) {
      document.addEventListener(type, (event) => {
        const hook = event.target as HTMLElement;
        tell({ type, hook: hook.id || hook.dataset.island, detail: event.detail });
      });
    }
  });
  return heard;
}

/** The details of the `storefront:error`s heard so far. */
export const errorsHeard = (heard: HeardEvent[]): ErrorEventDetail[] => heard.flatMap((event) => (event.type === 'storefront:error' ? [event.detail] : []));

/** The events heard about one island, in order. */
export const heardAbout = (heard: HeardEvent[], island: string): HeardEvent[] =>
  heard.filter((event) => (event.type === 'storefront:error' ? event.detail.island : event.detail.name) === island);
