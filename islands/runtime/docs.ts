import type { Schema } from './schema';

/** What docs/hooks.md says about one island; the mapped type makes a missing attribute description a type error. */
export interface IslandDocs<S extends Schema> {
  summary: string;
  attributes: { [K in keyof S]: string };
  /** A complete, working snippet of server markup. */
  example: string;
  /** A fixture shop page where the island can be seen. */
  fixturePage: string;
}
