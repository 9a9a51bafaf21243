import type { Schema } from './schema';

/** What docs/hooks.md says about one island; the mapped type makes a missing attribute description a type error. */
export interface IslandDocs<S extends Schema> {
  /** The schema the island's module exports (registry-docs.ts checks it is that one's type), for the attribute table. */
  schema: S;
  summary: string;
  attributes: { [K in keyof S]: string };
  /** A complete, working snippet of server markup. */
  example: string;
  /** A fixture shop page where the island can be seen. */
  fixturePage: string;
}
