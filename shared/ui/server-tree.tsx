import { Fragment, type ReactNode } from 'react';
import { ServerElement } from './server-nodes';

const shells = new WeakMap<Element, Element>();

/**
 * The server element without its children: drawn as a ServerElement it has the server's tag and
 * attributes, and React draws what goes inside. One per element, so React sees the same node each render.
 */
export function shellOf(node: Element): Element {
  let shell = shells.get(node);
  if (!shell) {
    shell = node.cloneNode(false) as Element;
    shells.set(node, shell);
  }
  return shell;
}

interface ServerTreeProps {
  nodes: readonly Node[];
  /** What React draws in place of some of the server elements below `nodes`. */
  drawn: ReadonlyMap<Element, ReactNode>;
}

/**
 * Draws server nodes again in their order, React's own part in place of the elements `drawn` names.
 * An element that holds one of those is drawn again around its children, one by one, down to it; the
 * others are ServerElements with their content moved in. Text between elements is drawn as the same
 * text (whitespace in inline layout is part of the boxes), comments are left out.
 */
export function ServerTree({ nodes, drawn }: ServerTreeProps): ReactNode {
  return nodes.map((node, i) => {
    if (node instanceof Text) return node.data;
    if (!(node instanceof Element)) return null;
    if (drawn.has(node)) return <Fragment key={i}>{drawn.get(node)}</Fragment>;
    if (![...drawn.keys()].some((inner) => node.contains(inner))) return <ServerElement key={i} node={node} />;
    return (
      <ServerElement key={i} node={shellOf(node)}>
        <ServerTree nodes={[...node.childNodes]} drawn={drawn} />
      </ServerElement>
    );
  });
}
