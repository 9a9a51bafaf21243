import { signal } from '@preact/signals-react';

/** How many loads are under way; the full-page loading indicator shows while it is above 0. */
export const activeLoads = signal(0);
