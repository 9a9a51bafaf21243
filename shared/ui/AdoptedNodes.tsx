/**
 * Server nodes parsed for a React-drawn element (a form fetched into the pop-up, a template's copy)
 * adopted into React: they are moved into the element, and a small root of their own hydrates them
 * (`adoptNodes`), so every node stays the server's while the elements in `owned` are what React
 * renders for them (`<Adopt>` with marks, messages added at their end). When the element goes, React
 * takes back what it added, every adopted node is as the server left it (`adoption.ts`), and the
 * nodes go back where they were, what the shopper typed in them kept.
 */
import { useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { adoptNodes, type Owned } from './adopt';
import { AdoptionContext, createAdoption } from './adoption';
import { Awake } from './awake';

export interface AdoptedNodesProps {
  /** Keeps its identity while the element is shown: the root adopts these nodes once. */
  nodes: readonly Node[];
  /** The elements among the nodes React renders, from the first render on (the set must not change). */
  owned: Owned;
  className?: string;
  /** A difference React found between `owned` and the nodes (it then drew them again). */
  report: (problem: string, cause?: unknown) => void;
}

interface AdoptedRoot {
  readonly nodes: readonly Node[];
  /** Renders `owned` awake, giving the nodes what React adds; only once `onHydrated` was called. */
  render(owned: Owned): void;
  /** Kept (StrictMode runs the effect again at once): false when it is already gone. */
  keep(): boolean;
  /** Goes once React is done with the commit that let it go, unless kept meanwhile. */
  release(): void;
}

/** Calls `onCommit` once its tree is in: the hydration done, the root may render again. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }): ReactNode {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Puts each node back where it was (a fragment, a template's copy), once the root has let it go. */
function homesOf(nodes: readonly Node[]): () => void {
  const homes = nodes.map((node) => [node, node.parentNode, node.nextSibling] as const);
  return () => {
    for (const [node, parent, next] of homes.toReversed()) parent?.insertBefore(node, next?.parentNode === parent ? next : null);
  };
}

function adoptedRoot(host: HTMLElement, nodes: readonly Node[], first: Owned, report: AdoptedNodesProps['report'], onHydrated: () => void): AdoptedRoot {
  const goHome = homesOf(nodes);
  host.append(...nodes);
  const adoption = createAdoption();
  let owned = first;
  let awake = false;
  let live = true;
  let held = 0;
  // Asleep, the tree hydrates the nodes and sets nothing; awake (from the host's next render), it gives them what React adds.
  const hydrated = () => {
    if (live) onHydrated();
  };
  const tree = () => (
    <AdoptionContext value={adoption}>
      <Awake value={awake}>
        <Committed onCommit={hydrated}>{adoptNodes(nodes, owned)}</Committed>
      </Awake>
    </AdoptionContext>
  );
  const root: Root = hydrateRoot(host, tree(), { onRecoverableError: (error) => report('the server nodes adopted in a pop-up differ from their first render; React drew them again', error) });
  return {
    nodes,
    render(next) {
      owned = next;
      awake = true;
      if (live) root.render(tree());
    },
    keep() {
      held += 1;
      return live;
    },
    release() {
      const at = held;
      // A root cannot be unmounted inside another root's commit, which is where the host's effect lets it go.
      queueMicrotask(() => {
        if (held !== at || !live) return;
        live = false;
        root.unmount();
        adoption.restore();
        goHome();
      });
    },
  };
}

export function AdoptedNodes({ nodes, owned, className, report }: AdoptedNodesProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const adopted = useRef<AdoptedRoot | null>(null);
  const [awake, setAwake] = useState(false);
  const latest = useEffectEvent(() => ({ owned, report }));
  useLayoutEffect(() => {
    const kept = adopted.current;
    const root = kept?.nodes === nodes && kept.keep() ? kept : adoptedRoot(host.current!, nodes, latest().owned, latest().report, () => setAwake(true));
    adopted.current = root;
    return () => root.release();
  }, [nodes]);
  // The host renders again once the nodes are hydrated: an update the root asked for itself, inside that commit, was lost.
  useLayoutEffect(() => {
    if (awake) adopted.current?.render(owned);
  }, [owned, awake]);
  return <div className={className} ref={host} />;
}
