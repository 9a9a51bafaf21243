import type { Schema, PropsOf } from './schema';

/** When an island's chunk is downloaded and mounted. */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction';

/** The page type from `<body data-page>`; anything the spec does not name is 'other'. */
export type PageType = 'cart' | 'listing' | 'detail' | 'mainpage' | 'advanced-search' | 'other';

export interface IslandContext {
  name: string;
  element: HTMLElement;
  page: PageType;
  /** Logs one line naming the island and its element; use it for every failure the island catches. */
  report: (problem: string, cause?: unknown) => void;
  /** The one chunk loader (120 s timeout, one retry), for islands that load more code later. */
  loadChunk: <T>(label: string, importer: () => Promise<T>) => Promise<T>;
}

export type Unmount = () => void;

export interface IslandModule<P> {
  mount: (element: HTMLElement, props: P, context: IslandContext) => Unmount | void;
}

export interface HookDefinition<S extends Schema> {
  wake: Wake;
  schema: S;
  load: () => Promise<{ default: IslandModule<PropsOf<S>> }>;
}
