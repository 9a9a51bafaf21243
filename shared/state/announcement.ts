import { signal } from '@preact/signals-react';

/** What the one polite live region says now (shared/ui/announce.ts sets it, LiveRegion draws it). */
export const announcement = signal('');
