/** Test helper: the public events a theme script would hear. */
import { onTestFinished } from 'vitest';
import type { StorefrontEventName, StorefrontEvents } from '../shared/events/types';

export interface Heard<K extends StorefrontEventName> {
  /** Where it was dispatched. */
  target: EventTarget | null;
  detail: StorefrontEvents[K];
}

/** Every `type` event heard on the document for the rest of the test, in order. */
export function heardEvents<K extends StorefrontEventName>(type: K): Heard<K>[] {
  const heard: Heard<K>[] = [];
  const listener = (event: Event) => heard.push({ target: event.target, detail: (event as CustomEvent<StorefrontEvents[K]>).detail });
  document.addEventListener(type, listener);
  onTestFinished(() => document.removeEventListener(type, listener));
  return heard;
}
