/**
 * The single list of hooks: island name → wake strategy, attribute schema, lazy chunk.
 * docs/hooks.md is generated from this list (npm run docs) and a test keeps the two in sync.
 */
import { cookieNoticeSchema } from './cookie-notice/schema';
import { disclosureSchema } from './disclosure/schema';
import { popupSchema } from './popup/schema';
import type { Schema } from './runtime/schema';
import type { HookDefinition } from './runtime/types';

// Erases each island's own prop type once its schema and module have been checked against each other.
const hook = <S extends Schema>(definition: HookDefinition<S>) => definition as unknown as HookDefinition<Schema>;

export const registry = {
  'cookie-notice': hook({ wake: 'load', schema: cookieNoticeSchema, load: () => import('./cookie-notice/cookie-notice') }),
  disclosure: hook({ wake: 'interaction', schema: disclosureSchema, load: () => import('./disclosure/disclosure') }),
  popup: hook({ wake: 'interaction', schema: popupSchema, load: () => import('./popup/popup') }),
} satisfies Record<string, HookDefinition<Schema>>;

export type IslandName = keyof typeof registry;
