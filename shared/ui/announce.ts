import { createElement } from 'react';
import { announcement } from '../state/announcement';
import { bodyRoot } from './body-root';
import { LiveRegion } from './LiveRegion';

/**
 * A live region speaks only changes made after it is in the accessibility tree, and the same text
 * twice is no change: so the region is emptied now and filled a moment later.
 */
export const ANNOUNCE_FILL_DELAY_MS = 100;

const mountRegion = bodyRoot(createElement(LiveRegion));
let fillTimer: ReturnType<typeof setTimeout> | undefined;

/** Announces `message` politely in the one live region (LiveRegion); a newer message replaces one not yet spoken. */
export function announce(message: string): void {
  mountRegion();
  clearTimeout(fillTimer);
  announcement.value = '';
  fillTimer = setTimeout(() => (announcement.value = message), ANNOUNCE_FILL_DELAY_MS);
}
