import { Component, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { Awake } from '../../shared/ui/awake';
import { settle } from './hook-state';
import { describeMismatch } from './mismatch';
import { parseProps, type Schema } from './schema';
import type { HookDefinition, IslandContext, IslandModule, IslandProps, Unmount } from './types';
import { warmUp } from './warm-up';

interface BoundaryProps {
  /** Once the first render is in, before any island's passive effect runs. */
  onMounted: () => void;
  onCrash: (error: unknown) => void;
  children: ReactNode;
}

/** One per island: a render error removes this island only. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    this.props.onMounted();
  }

  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Gives the hook `container` its own React root and renders the island in it. An island that adopts
 * its hook (`adopt`) is hydrated over the hook's own nodes: its first render reproduces them
 * (`shared/ui/adopt`), so none is replaced, and the runtime renders it once more, awake (`useAwake`),
 * before it resolves: a held click replayed then finds it ready. An island that draws nothing gets a
 * root off the page, rendered at once. Whatever goes wrong puts the server's own nodes back, so a
 * broken island leaves a page that works as it did without JavaScript: a crash or a mismatch while
 * mounting rejects (the runtime reports it and marks the hook failed), a later crash is reported here.
 */
export async function mountIsland<P extends object>(container: HTMLElement, Island: ComponentType<P & IslandProps>, props: P, context: IslandContext, adopt: boolean): Promise<Unmount> {
  const serverNodes = [...container.childNodes];
  let mounting = true;
  let crash: { error: unknown } | undefined;
  let mismatch: unknown;
  let unmounted = false;
  let crashed = false;
  // React takes its nodes out of the hook as the root goes: the theme's nodes go back, as the server
  // left them, whether the island crashed or only left (a hook a script takes out and puts back).
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    // Rendered asleep first, the island takes back what it added to the theme's nodes (attributes,
    // its own elements inside them): a hook put back on the page is the server's again. A crashed
    // island's nodes are gone already.
    if (adopt && !crashed) flushSync(() => root.render(tree(false)));
    root.unmount();
    if (adopt) container.replaceChildren(...serverNodes);
  };
  const onCrash = (error: unknown) => {
    crashed = true;
    if (mounting) {
      crash = { error };
      return;
    }
    const reason = context.report('crashed while rendering; the server markup is back', error);
    // Not inside React's commit, which is where a boundary hears of the error.
    queueMicrotask(() => {
      unmount();
      settle(context.element, context.name, 'failed', reason);
    });
  };
  let mounted!: () => void;
  const firstCommit = new Promise<void>((resolve) => (mounted = resolve));
  const tree = (awake: boolean) => (
    <Awake value={awake}>
      <IslandBoundary onMounted={mounted} onCrash={onCrash}>
        <Island {...props} context={context} />
      </IslandBoundary>
    </Awake>
  );
  // The boundary's caller reports caught errors; React's default would log them a second time.
  const options: RootOptions = { onCaughtError: () => undefined, onRecoverableError: (error) => (mismatch ??= error) };
  const root = adopt ? hydrateRoot(container, tree(false), options) : createRoot(container, options);
  if (adopt) await firstCommit;
  flushSync(() => root.render(tree(true)));
  mounting = false;
  if (crash || mismatch !== undefined) {
    // React drew the island again in place of the server's nodes: compare before they come back.
    const problem = crash ? undefined : describeMismatch(serverNodes, [...container.childNodes]);
    unmount();
    if (crash) throw crash.error;
    throw new Error(`its first render differs from the server markup (${problem}); the server markup is back`, { cause: mismatch });
  }
  return unmount;
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
 * of the islands waiting for a touch (`registry`, see warm-up.ts). The unmount it returns reports its
 * own failure: boot, which calls it, carries no such code.
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
  }
  const props = parseProps(island.schema, element);
  if (!props) return false;
  await nextTask();
  if (gone()) return undefined;
  const adopt = !island.drawsNothing;
  const container = adopt ? element : document.createElement('div');
  const unmount = await mountIsland(container, island.default, { ...props, ...island.read?.(element, props) }, context, adopt);
  if (!gone()) performance.measure(`storefront:${context.name}`, { start: woke });
  return () => {
    try {
      unmount();
    } catch (error) {
      context.report('failed to unmount', error);
    }
  };
}
