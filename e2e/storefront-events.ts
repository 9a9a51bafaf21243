import type { Page } from '@playwright/test';
import type { ErrorEventDetail, StorefrontEventName, StorefrontEvents } from '../shared/events/types';

/** Every public event's name, as a theme script would list them. */
const EVENT_NAMES: readonly StorefrontEventName[] = [
  'storefront:island',
  'storefront:error',
  'storefront:variant',
  'storefront:cart-add',
  'storefront:cart',
  'storefront:wishlist',
  'storefront:listing',
  'storefront:search',
  'storefront:dialog',
];

type Settled<D> = D extends { result: Promise<infer R> } ? R : never;

/**
 * A public event the page dispatched: its name, where (the hook's id, else its `data-island`, or
 * `document`), its detail without the `result` promise (a `storefront:error`'s Error as its name and
 * message), whether a listener cancelled it, and, once that promise has settled, what it settled to.
 */
export type HeardEvent = {
  [K in StorefrontEventName]: { type: K; hook: string; detail: Omit<StorefrontEvents[K], 'result'>; cancelled: boolean; result?: Settled<StorefrontEvents[K]> };
}[StorefrontEventName];

/**
 * Records every `storefront:*` event the page dispatches from its first script on, as a theme script
 * listening on `document` hears them (after any listener on the hook, so `cancelled` is final). They
 * are passed out as they happen, so they outlive a page that navigates (a listing swap falling back to
 * a full load).
 */
export async function recordStorefrontEvents(page: Page): Promise<HeardEvent[]> {
  const heard: HeardEvent[] = [];
  // Keyed in the page, so a result is passed out the moment it settles, with no round trip first.
  // A binding call made as the page unloads can still be lost: a journey that needs a result across a
  // full load holds that load a moment (events-catalog.spec.ts).
  const byKey = new Map<string, HeardEvent>();
  await page.exposeFunction('__storefrontHeard', (key: string, event: HeardEvent) => {
    heard.push(event);
    byKey.set(key, event);
  });
  await page.exposeFunction('__storefrontSettled', (key: string, result: unknown) => {
    (byKey.get(key) as { result?: unknown }).result = result;
  });
  await page.addInitScript((names) => {
    const bridge = window as unknown as { __storefrontHeard: (key: string, event: unknown) => void; __storefrontSettled: (key: string, result: unknown) => void };
    let count = 0;
    for (const type of names) {
      document.addEventListener(type, (event) => {
        const key = `${performance.timeOrigin}:${(count += 1)}`;
        const target = event.target;
        const hook = target instanceof HTMLElement ? target.id || target.dataset.island : 'document';
        const { result, error, ...data } = event.detail as { result?: unknown; error?: unknown };
        const detail = error instanceof Error ? { ...data, error: { name: error.name, message: error.message } } : data;
        bridge.__storefrontHeard(key, { type, hook, detail, cancelled: event.defaultPrevented });
        if (result instanceof Promise) void result.then((value: unknown) => bridge.__storefrontSettled(key, value));
      });
    }
  }, EVENT_NAMES);
  return heard;
}

/**
 * The release the page runs, as every `storefront:error` it dispatches names it. Waited for: a page
 * just navigated to (one the speculation rules fetched ahead arrives at once) may not have run boot yet.
 */
export const releaseOf = async (page: Page): Promise<{ version: string; build: string }> =>
  (await page.waitForFunction(() => window.storefront && { version: window.storefront.version, build: window.storefront.build })).jsonValue();

/** The details of the `storefront:error`s heard so far. */
export const errorsHeard = (heard: HeardEvent[]): ErrorEventDetail[] => heard.flatMap((event) => (event.type === 'storefront:error' ? [event.detail] : []));

/** The lifecycle and error events heard about one island, in order. */
export const heardAbout = (heard: HeardEvent[], island: string): HeardEvent[] =>
  heard.filter((event) => (event.type === 'storefront:error' ? event.detail.island === island : event.type === 'storefront:island' && event.detail.name === island));

/** The events of one name heard so far, in order. */
export const heardOf = <K extends StorefrontEventName>(heard: HeardEvent[], type: K): Extract<HeardEvent, { type: K }>[] =>
  heard.filter((event): event is Extract<HeardEvent, { type: K }> => event.type === type);
