/**
 * Server content React did not make stays server content: a ref that moves the server's own nodes
 * into an element a React island renders (a dialog's body, the gallery's first slide), and puts them
 * back where they were when that element goes, so typed form values and loaded images survive, and
 * nothing is rebuilt from strings.
 */
import { useCallback } from 'react';

/** Moves `nodes` into `target`; the returned function moves them back where they were. */
function moveNodes(nodes: readonly Node[], target: Node): () => void {
  const homes = nodes.map((node) => [node, node.parentNode, node.nextSibling] as const);
  for (const node of nodes) target.appendChild(node);
  return () => {
    for (const [node, parent, next] of homes.toReversed()) if (node.parentNode === target) parent?.insertBefore(node, next?.parentNode === parent ? next : null);
  };
}

/** A ref for a React-rendered element: the server's `nodes` become its content. */
export function useServerNodes(nodes: readonly Node[]): (element: Element | null) => (() => void) | undefined {
  return useCallback((element: Element | null) => (element ? moveNodes(nodes, element) : undefined), [nodes]);
}
