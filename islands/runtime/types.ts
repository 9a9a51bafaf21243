import type { ComponentType } from 'react';
import type { Schema, PropsOf } from './schema';

/** When an island's chunk is downloaded and mounted. */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandContext {
  name: string;
  element: HTMLElement;
  /**
   * Logs one line naming the island and its element, and tells theme scripts (`storefront:error`); use
   * it for every failure the island catches. Returns what went wrong, the line without island and element.
   */
  report: (problem: string, cause?: unknown) => string;
}

export type Unmount = () => void;

/** What every island component gets besides its attributes: its hook, page and report line. */
export interface IslandProps {
  context: IslandContext;
}

/**
 * A React island: its component, and `read`, which turns the hook's server markup (and what its
 * attributes name) into typed props once, before the first render; it throws, naming what is missing,
 * on markup it cannot use, and the server markup then stays as it is.
 */
export interface ReactIslandModule<P, R extends object = object> {
  default: ComponentType<P & R & IslandProps>;
  read?: (element: HTMLElement, props: P) => R;
  /**
   * The island draws nothing: it acts on its hook's server markup (listeners, state), which React then
   * never touches, and anything it adds goes in through portals. Its root lives in an element off the
   * page. Every other island adopts its hook: its first render reproduces the hook's nodes, which
   * React hydrates (see react-root.tsx).
   */
  drawsNothing?: true;
}

/**
 * An island's chunk as boot loads it: the module, with the schema of its hook's `data-*` attributes,
 * which the runtime parses when the chunk arrives (react-root.tsx), so boot carries no schema.
 */
export interface IslandModule<S extends Schema, R extends object = object> extends ReactIslandModule<PropsOf<S>, R> {
  schema: S;
}

/** A registry entry, all boot holds of an island: when it wakes and where its chunk is. */
export interface HookDefinition<S extends Schema = Schema, R extends object = object> {
  wake: Wake;
  load: () => Promise<IslandModule<S, R>>;
}
