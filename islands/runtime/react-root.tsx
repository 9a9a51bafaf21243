import { Component, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { elementAt, placeOf } from './element-path';
import type { Schema } from './schema';
import type { HookDefinition, IslandContext, IslandProps, ReactIslandModule, Unmount } from './types';
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
 * Gives the hook `container` its own React root and renders the island in it. React empties the
 * container on its first commit; the island's first render draws the same elements as the server
 * markup (server content moved in by `shared/ui/server-nodes`), so focus is put back: on the same
 * node when the island kept it, else on the element now at the same place below the hook. The first render is synchronous: it is small, and a shopper who woke
 * the island with a key or a click must find it ready when the held click replays. A crash puts the
 * server's own nodes back, so a broken island leaves a page that works as it did without JavaScript:
 * in the first render it is thrown (the runtime reports it and marks the hook failed), later it is
 * reported here.
 */
export function mountIsland<P extends object>(container: HTMLElement, Island: ComponentType<P & IslandProps>, props: P, context: IslandContext): Unmount {
  const serverNodes = [...container.childNodes];
  const focused = document.activeElement;
  const focusPlace = focused && container !== focused && container.contains(focused) ? placeOf(focused, container) : -1;
  // The boundary's caller reports caught errors; React's default would log them a second time.
  const root = createRoot(container, { onCaughtError: () => undefined });
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
  };
  const restore = () => {
    unmount();
    container.replaceChildren(...serverNodes);
  };
  // In the commit (the boundary's mount), so the island's effects already find focus where it was.
  const restoreFocus = () => {
    if (focusPlace < 0 || container.contains(document.activeElement)) return;
    // The very node when the island kept it (server content moved in), else the one now in its place.
    const target = focused!.isConnected && container.contains(focused) ? focused : elementAt(container, focusPlace);
    (target as HTMLElement | undefined)?.focus({ preventScroll: true });
  };
  let mounting = true;
  let firstRenderCrash: { error: unknown } | undefined;
  const onCrash = (error: unknown) => {
    if (mounting) {
      firstRenderCrash = { error };
      return;
    }
    context.report('crashed while rendering; the server markup is back', error);
    // Not inside React's commit, which is where a boundary hears of the error.
    queueMicrotask(() => {
      restore();
      context.element.setAttribute('data-island-state', 'failed');
    });
  };
  flushSync(() =>
    root.render(
      <IslandBoundary onMounted={restoreFocus} onCrash={onCrash}>
        <Island {...props} context={context} />
      </IslandBoundary>,
    ),
  );
  mounting = false;
  if (firstRenderCrash) restore();
  restoreFocus();
  if (firstRenderCrash) throw firstRenderCrash.error;
  return unmount;
}

/**
 * Resolves once no button or key is held down on the hook. A press that began on a server node must
 * end on that node: were React to draw the node again in between, the browser would send no click
 * (its press and release would be on two elements). Waiting keeps the hook loading, so the click the
 * release makes is held and replayed on the element React drew in its place.
 */
export function pressEnded(element: Element): Promise<void> {
  // A key held on a button makes the button :active, not the hook around it.
  if (!element.matches(':active') && !element.querySelector(':active')) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerup', 'pointercancel', 'keyup'] as const;
    const ended = () => {
      events.forEach((type) => document.removeEventListener(type, ended, true));
      // After the task the release runs in, which is also the one that dispatches its click.
      setTimeout(resolve);
    };
    events.forEach((type) => document.addEventListener(type, ended, true));
  });
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
 * Mounts a woken island on its hook, in a task of its own and, if it draws over its hook, once any
 * press on the hook has ended (see pressEnded): in its own root, its markup read first. Nothing is
 * mounted on a hook that left the page meanwhile (`gone`). The first call also warms up, at idle, the
 * chunks of the islands waiting for a touch (`registry`, see warm-up.ts).
 */
export async function mountModule<P extends object>(
  island: ReactIslandModule<P>,
  element: HTMLElement,
  props: P,
  context: IslandContext,
  gone: () => boolean | undefined,
  registry: Record<string, HookDefinition<Schema>>,
): Promise<Unmount | void> {
  if (!warming) {
    warming = true;
    void warmUp(registry);
  }
  // Only React drawing the hook's nodes again can break a press; an island that draws nothing in their
  // place mounts at once, mid-press (traced at 4× CPU: a size's label waited 30–50 ms for Chrome's own
  // handling of the release and a frame, before a 13 ms mount).
  if (!island.drawsNothing) await pressEnded(element);
  await nextTask();
  if (gone()) return undefined;
  const container = island.drawsNothing ? document.createElement('div') : element;
  return mountIsland(container, island.default, { ...props, ...island.read?.(element, props) }, context);
}
