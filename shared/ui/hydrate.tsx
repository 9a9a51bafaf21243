/**
 * A React root over server nodes, in three steps with one phase value: hydrate (`hydrate()`, the
 * first render, asleep, which adopts the container's nodes and sets nothing on them), wake (`wake()`,
 * the render right after, which gives the adopted nodes what React adds) and restore (`restore()`:
 * the root goes and every adopted node is as the server left it, `adoption.ts`). Islands
 * (`islands/runtime/react-root.tsx`) and the server nodes adopted inside a pop-up (`AdoptedNodes`)
 * both mount this way, a crash boundary included.
 */
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { AdoptionContext, createAdoption } from './adoption';
import { Awake } from './awake';

interface BoundaryProps {
  /** Once the first render is in, before any passive effect runs. */
  onMounted: () => void;
  onCrash: (error: unknown) => void;
  children: ReactNode;
}

/** One per root: a render error removes what this root renders only. */
class CrashBoundary extends Component<BoundaryProps, { failed: boolean }> {
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

/** Hydrating the server's nodes (asleep), waking (the render right after), awake, or gone. */
export type Phase = 'hydrating' | 'waking' | 'awake' | 'gone';

/** What `wake` throws when React drew the first render again in place of the server's nodes (now back). */
export class FirstRenderDiffers extends Error {
  constructor(
    /** The container's nodes as the server sent them. */
    readonly server: readonly Node[],
    /** What React drew in their place, before the server's came back. */
    readonly drawn: readonly Node[],
    cause: unknown,
  ) {
    super('its first render differs from the server markup', { cause });
  }
}

export interface Hydrated {
  /** Settles once the first render is in: the root may then be woken. */
  readonly firstCommit: Promise<void>;
  /**
   * Renders it awake, synchronously. When the first render crashed or differed from the server's
   * nodes, restores them and throws: the crash itself, or `FirstRenderDiffers`.
   */
  wake(): void;
  /** Renders it again, awake, for content whose inputs changed; nothing before it is awake or once gone. */
  render(): void;
  /** Unmounts the root and gives back every adopted node as the server left it; once only. */
  restore(): void;
  readonly phase: Phase;
}

export interface HydrateOptions {
  /** Adopt the container's own nodes; false gives a root that adopts nothing. */
  adopt: boolean;
  /** A render error once awake: called in a task after React's commit, the server's nodes already back. */
  onCrash: (error: unknown) => void;
}

/** Hydrates `content()` over `container`'s nodes; `content` is called again on every render. */
export function hydrate(container: HTMLElement, content: () => ReactNode, { adopt, onCrash }: HydrateOptions): Hydrated {
  const adoption = createAdoption();
  const server = adopt ? adoption.childrenOf(container) : [];
  let phase: Phase = 'hydrating';
  let failure: { error: unknown } | undefined;
  let mismatch: unknown;
  let committed = !adopt;
  let mounted!: () => void;
  const firstCommit = new Promise<void>((resolve) => {
    mounted = () => {
      committed = true;
      resolve();
    };
  });
  const restore = () => {
    if (phase === 'gone') return;
    phase = 'gone';
    root.unmount();
    adoption.restore();
  };
  const crashed = (error: unknown) => {
    if (phase !== 'awake') {
      failure ??= { error };
      return;
    }
    // Not inside React's commit, which is where a boundary hears of the error.
    queueMicrotask(() => {
      restore();
      onCrash(error);
    });
  };
  const tree = () => (
    <AdoptionContext value={adoption}>
      <Awake value={phase !== 'hydrating'}>
        <CrashBoundary onMounted={mounted} onCrash={crashed}>
          {content()}
        </CrashBoundary>
      </Awake>
    </AdoptionContext>
  );
  // The boundary's caller reports caught errors; React's default would log them a second time.
  const options: RootOptions = { onCaughtError: () => undefined, onRecoverableError: (error) => (mismatch ??= error) };
  const root = adopt ? hydrateRoot(container, tree(), options) : createRoot(container, options);
  return {
    firstCommit: adopt ? firstCommit : Promise.resolve(),
    wake() {
      if (!committed) throw new Error('woken before its first render was in');
      phase = 'waking';
      flushSync(() => root.render(tree()));
      if (failure || mismatch !== undefined) {
        const drawn = [...container.childNodes];
        restore();
        if (failure) throw failure.error;
        throw new FirstRenderDiffers(server, drawn, mismatch);
      }
      phase = 'awake';
    },
    render() {
      if (phase === 'awake') root.render(tree());
    },
    restore,
    get phase() {
      return phase;
    },
  };
}
