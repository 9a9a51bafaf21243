/**
 * Server content React did not make stays server content: these helpers move the server's own nodes
 * into the elements a React island draws, and put them back when the island goes, so nested hooks,
 * typed form values and images survive, and nothing is rebuilt from strings.
 */
import { createElement, useCallback, useLayoutEffect, useMemo, type HTMLAttributes, type Ref } from 'react';

/** Moves `nodes` into `target`; the returned function moves them back where they were. */
function moveNodes(nodes: readonly Node[], target: Node): () => void {
  const homes = nodes.map((node) => [node, node.parentNode, node.nextSibling] as const);
  for (const node of nodes) target.appendChild(node);
  return () => {
    for (const [node, parent, next] of homes.toReversed()) if (node.parentNode === target) parent?.insertBefore(node, next?.parentNode === parent ? next : null);
  };
}

/** A ref for a React-drawn element: the server's `nodes` become its content. */
export function useServerNodes(nodes: readonly Node[]): (element: Element | null) => (() => void) | undefined {
  return useCallback((element: Element | null) => (element ? moveNodes(nodes, element) : undefined), [nodes]);
}

/**
 * For an island that draws nothing of its own around some server nodes (its hook's children): React
 * emptied the hook on its first render, and this puts the nodes back, after whatever React drew.
 */
export function useServerNodesIn(container: Element, nodes: readonly Node[]): void {
  useLayoutEffect(() => moveNodes(nodes, container), [container, nodes]);
}

type ServerElementProps = HTMLAttributes<HTMLElement> & { node: Element; ref?: Ref<HTMLElement> };

const attributeOf = (prop: string) => (prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop.toLowerCase());

/**
 * Draws a server element again as a React element: the same tag and attributes (props given here
 * replace the server's), with the server's child nodes moved in. The box is the server's box, so
 * nothing shifts at mount. Not for form fields (<input>, <select>, <textarea>): React sets their
 * type, name and value from its props on every update, and the server's would be lost. Keep those
 * as the server's nodes.
 */
export function ServerElement({ node, ref, ...props }: ServerElementProps) {
  // Taken once per server element, before anything moves: it is what moves in, and what moves back.
  const adopt = useServerNodes(useMemo(() => [...node.childNodes], [node]));
  const own = Object.keys(props).map(attributeOf).join(' ');
  const attach = useCallback(
    (element: HTMLElement | null) => {
      setRef(ref, element);
      if (!element) return undefined;
      for (const { name, value } of node.attributes) if (!own.split(' ').includes(name)) element.setAttribute(name, value);
      const putBack = adopt(element);
      return () => {
        setRef(ref, null);
        putBack?.();
      };
    },
    [node, adopt, ref, own],
  );
  return createElement(node.localName, { ...props, ref: attach });
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
