import type { ComponentType } from 'react';
import { checkPageMessages } from '../../shared/messages/message';
import { FirstRenderDiffers, hydrate } from '../../shared/ui/hydrate';
import { HostElement } from '../../shared/ui/use-host-props';
import { forgetAdopted, noteAdopted } from './adopted-hooks';
import { settle } from './hook-state';
import { describeMismatch } from './mismatch';
import { parseProps, type Schema } from './schema';
import type { HookDefinition, IslandContext, IslandModule, IslandProps, Unmount } from './types';
import { warmUp } from './warm-up';

/** An island hydrating its hook: `firstCommit` settles once its first render is in; `wake` then renders it awake. */
export interface Hydrating {
  readonly firstCommit: Promise<void>;
  /**
   * Renders the island awake, synchronously, and returns its restore. Throws, with the server markup back,
   * when the first render crashed or differed from the server markup.
   */
  wake(): Unmount;
}

/**
 * Gives the hook `container` its own React root and renders the island in it, in the three steps of
 * `shared/ui/hydrate`. Hydrate (this call): an island that adopts its hook (`adopt`) takes over the
 * hook's own nodes, none replaced (`shared/ui/adopt`); an island that draws nothing gets a root off
 * the page. Wake (`wake()`, once `firstCommit` is in): rendered once more, awake (`useAwake`), so a
 * held click replayed then finds it ready. Restore (what `wake` returns, and what runs when it
 * breaks): every adopted node is put back as the server left it, so a broken island leaves a page
 * that works as it did without JavaScript, and a hook put back on the page is the server's again.
 * Boot and the component tests (`test-support/test-context.tsx`) both mount this way, mismatch check
 * included.
 */
export function hydrateIsland<P extends object>(container: HTMLElement, Island: ComponentType<P & IslandProps>, props: P, context: IslandContext, adopt: boolean): Hydrating {
  const root = hydrate(
    container,
    () => (
      <HostElement value={context.element}>
        <Island {...props} context={context} />
      </HostElement>
    ),
    {
      adopt,
      onCrash: (error) => {
        forgetAdopted(context.element);
        settle(context.element, context.name, 'failed', context.report('crashed while rendering; the server markup is back', error));
      },
    },
  );
  return {
    firstCommit: root.firstCommit,
    wake() {
      try {
        root.wake();
      } catch (error) {
        if (!(error instanceof FirstRenderDiffers)) throw error;
        throw new Error(`its first render differs from the server markup (${describeMismatch(error.server, error.drawn)}); the server markup is back`, { cause: error.cause });
      }
      return root.restore;
    },
  };
}

/** Hydrates, then wakes, the island (see `hydrateIsland`); rejects when it crashed or differed while mounting. */
export async function mountIsland<P extends object>(container: HTMLElement, Island: ComponentType<P & IslandProps>, props: P, context: IslandContext, adopt: boolean): Promise<Unmount> {
  const hydrating = hydrateIsland(container, Island, props, context, adopt);
  await hydrating.firstCommit;
  return hydrating.wake();
}

let warming = false;

/**
 * Resolves in a later task, after any input waiting to be handled (scheduler.yield where there is one,
 * which also runs before other queued tasks). Without it the chunks' evaluation and the first render
 * were one task: 240–290 ms at 4× CPU on the product page, which Total Blocking Time counts whole.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};

/**
 * Mounts a woken island on its hook, in a task of its own: its attributes parsed with the schema its
 * module exports, its markup read, then in its own root. Attributes the schema cannot use mount
 * nothing and resolve false: boot then tells what is wrong, as it does for an unknown name. Nothing is
 * mounted on a hook that left the page meanwhile (`gone`). The time from `woke` (when boot
 * started loading it, `performance.now()`) to mounted is measured as `storefront:<island>`, for
 * DevTools' Performance panel and field monitoring. The first call also warms up, at idle, the chunks
 * of the islands waiting for a touch (`registry`, see warm-up.ts), and tells what is wrong with the page's message
 * overrides (`shared/messages`). The unmount it returns reports its
 * own failure: boot, which calls it, carries no such code. A hook whose nodes the root adopts is noted
 * as such for as long as the root holds them (`adopted-hooks.ts`), so a listing swap leaves them alone.
 */
export async function mountModule<S extends Schema>(
  island: IslandModule<S>,
  element: HTMLElement,
  context: IslandContext,
  gone: () => boolean | undefined,
  registry: Record<string, HookDefinition>,
  woke: number,
): Promise<Unmount | false | undefined> {
  if (!warming) {
    warming = true;
    void warmUp(registry);
    checkPageMessages();
  }
  const props = parseProps(island.schema, element);
  if (!props) return false;
  await nextTask();
  if (gone()) return undefined;
  const adopt = !island.drawsNothing;
  const container = adopt ? element : document.createElement('div');
  if (adopt) noteAdopted(element);
  let unmount: Unmount;
  try {
    unmount = await mountIsland(container, island.default, { ...props, ...island.read?.(element, props) }, context, adopt);
  } catch (error) {
    forgetAdopted(element);
    throw error;
  }
  if (!gone()) performance.measure(`storefront:${context.name}`, { start: woke });
  return () => {
    forgetAdopted(element);
    try {
      unmount();
    } catch (error) {
      context.report('failed to unmount', error);
    }
  };
}
