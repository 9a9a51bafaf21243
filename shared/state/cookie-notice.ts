import { signal } from '@preact/signals-react';

/**
 * Whether the cookie notice shows now, for what else is fixed to the bottom of the window (the
 * sticky add-to-cart bar) and must never cover it.
 */
export const cookieNoticeShown = signal(false);
