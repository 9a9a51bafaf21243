/**
 * Server nodes parsed for a React-drawn element (a form fetched into the pop-up, a template's copy)
 * adopted into React: they are moved into the element, and a small root of their own hydrates them
 * (`adoptNodes`), so every node stays the server's while the elements in `owned` are what React
 * renders for them (`<Adopt>` with marks, messages added at their end). When the element goes, React
 * takes back what it added, every adopted node is as the server left it (`adoption.ts`), and the
 * nodes go back where they were, what the shopper typed in them kept.
 */
import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import { adoptNodes, type Owned } from './adopt';
import { FirstRenderDiffers, hydrate } from './hydrate';

export interface AdoptedNodesProps {
  /** Keeps its identity while the element is shown: the root adopts these nodes once. */
  nodes: readonly Node[];
  /** The elements among the nodes React renders, from the first render on (the set must not change). */
  owned: Owned;
  className?: string;
  /** The element that holds them: a list item when they are a card in a list. */
  as?: 'div' | 'li';
  /** What went wrong in the nodes' root: a first render that differed, a crash (the server's nodes are then back). */
  report: (problem: string, cause?: unknown) => void;
}

interface AdoptedRoot {
  readonly nodes: readonly Node[];
  /** Renders `owned`, awake, once the root is. */
  render(owned: Owned): void;
  /** Kept (StrictMode runs the effect again at once): false when it is already let go. */
  keep(): boolean;
  /** Goes once React is done with the commit that let it go, unless kept meanwhile. */
  release(): void;
}

/** Puts each node back where it was (a fragment, a template's copy), once the root has let it go. */
function homesOf(nodes: readonly Node[]): () => void {
  const homes = nodes.map((node) => [node, node.parentNode, node.nextSibling] as const);
  return () => {
    for (const [node, parent, next] of homes.toReversed()) parent?.insertBefore(node, next?.parentNode === parent ? next : null);
  };
}

const crashed = 'server nodes adopted in a pop-up or a card crashed while rendering; they are back as the server sent them';

function adoptedRoot(host: HTMLElement, nodes: readonly Node[], first: Owned, report: AdoptedNodesProps['report']): AdoptedRoot {
  const goHome = homesOf(nodes);
  host.append(...nodes);
  let owned = first;
  let held = 0;
  let left = false;
  const root = hydrate(host, () => adoptNodes(nodes, owned), { adopt: true, onCrash: (error) => report(crashed, error) });
  // Woken in a task after the host's commit: a root cannot render synchronously inside another root's commit.
  void root.firstCommit.then(() => {
    if (root.phase !== 'hydrating') return;
    try {
      root.wake();
    } catch (error) {
      report(error instanceof FirstRenderDiffers ? 'the server nodes adopted in a pop-up or a card differ from their first render; they are back as the server sent them' : crashed, error);
    }
  });
  return {
    nodes,
    render(next) {
      owned = next;
      root.render();
    },
    keep() {
      held += 1;
      return !left;
    },
    release() {
      const at = held;
      // A root cannot be unmounted inside another root's commit, which is where the host's effect lets it go.
      queueMicrotask(() => {
        if (held !== at || left) return;
        left = true;
        root.restore();
        goHome();
      });
    },
  };
}

export function AdoptedNodes({ nodes, owned, className, as: Host = 'div', report }: AdoptedNodesProps): ReactNode {
  const host = useRef<HTMLDivElement & HTMLLIElement>(null);
  const adopted = useRef<AdoptedRoot | null>(null);
  const latest = useEffectEvent(() => ({ owned, report }));
  useLayoutEffect(() => {
    const kept = adopted.current;
    const root = kept?.nodes === nodes && kept.keep() ? kept : adoptedRoot(host.current!, nodes, latest().owned, latest().report);
    adopted.current = root;
    return () => root.release();
  }, [nodes]);
  useLayoutEffect(() => {
    adopted.current?.render(owned);
  }, [owned]);
  return <Host className={className} ref={host} />;
}
