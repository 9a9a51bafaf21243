import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { startIslands } from '../islands/runtime/hooks';
import type { Schema } from '../islands/runtime/schema';
import type { HookDefinition, IslandContext, IslandModule, IslandProps } from '../islands/runtime/types';

/** What a test island does on its hook when it mounts; what it returns runs when it unmounts. */
export type TestMount = (element: HTMLElement, props: object, context: IslandContext) => (() => void) | void;

/**
 * A React island that draws nothing and runs `mount` in its first commit (as a layout effect, so a
 * throw is a first-render crash), for tests of the runtime rather than of any island; its hook's
 * attributes are `schema`'s.
 */
export function effectIsland(mount: TestMount, schema: Schema = {}): IslandModule<Schema> {
  function TestIsland({ context, ...props }: IslandProps) {
    // Once per mount, like a real island's setup: a test that re-renders must not mount twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useLayoutEffect(() => mount(context.element, props, context) ?? undefined, []);
    return null;
  }
  return { schema, default: TestIsland, drawsNothing: true };
}

/** An island whose chunk arrives only when the test calls `release`. */
export function slowIsland(wake: HookDefinition['wake'], mount: TestMount) {
  let release!: () => void;
  const definition: HookDefinition = {
    wake,
    load: () => new Promise((resolve) => (release = () => resolve(effectIsland(mount)))),
  };
  return { definition, release: () => release() };
}

/** 'load' islands start after the next frame (wake.ts), so a flush waits for one. */
export const flush = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

/** Waits for a hook to reach `state`: a mount takes a chunk import and a task of its own, longer than `flush` on a busy machine. */
export const reaches = (hook: Element, state: 'mounted' | 'failed') => vi.waitFor(() => expect(hook.getAttribute('data-island-state')).toBe(state));

/**
 * For the runtime's own tests: `start` runs boot's startIslands on the body and stops it after the
 * test, with the body emptied; `errors` holds the console lines it logged during the test.
 */
export function runtimeUnderTest() {
  const errors: string[] = [];
  let observer: MutationObserver | undefined;
  // React's mount code is fetched beside every island's chunk; the first import of React takes a while here.
  beforeAll(() => import('../islands/runtime/react-root'));
  beforeEach(() => {
    errors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(() => {
    observer?.disconnect();
    document.body.innerHTML = '';
  });
  return { errors, start: (registry: Record<string, HookDefinition>) => (observer = startIslands(registry, document.body)) };
}
