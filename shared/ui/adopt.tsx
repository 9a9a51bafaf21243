/**
 * Server markup React adopts without redrawing it. An island's first render reproduces its hook's
 * nodes as React elements, and `hydrateRoot` takes the very nodes over: none is replaced, so a theme
 * script's listeners, a QA locator and the focus stay valid. Only the elements an island owns (and
 * the path down to them) are described to React; everything else is an opaque leaf React holds but
 * never looks into or writes: no attribute of the theme is known to React, so none is ever removed,
 * and content React did not make stays the server's (`dangerouslySetInnerHTML` with no HTML marks a
 * leaf whose children React neither hydrates nor sets, and it is never written while it stays empty).
 */
import { createElement, Fragment, type ReactNode, type Ref } from 'react';

const LEAVE_CONTENT = { __html: '' } as const;

/** Elements that take no content: React forbids `dangerouslySetInnerHTML` on them. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * What hydration must be told so it keeps a form control as the server left it: React sets a
 * control's default value and checkedness from its props when it hydrates, so without them a checked
 * radio would lose its `checked` and a textarea its text. The live value and checkedness (typed or
 * ticked before the island woke) are left as they are. A hidden input is only matched by type and name.
 */
function controlProps(node: Element): Record<string, unknown> {
  if (node instanceof HTMLInputElement) {
    return { type: node.getAttribute('type') ?? undefined, name: node.getAttribute('name') ?? undefined, defaultValue: node.getAttribute('value') ?? undefined, defaultChecked: node.hasAttribute('checked') };
  }
  if (node instanceof HTMLTextAreaElement) return { defaultValue: node.defaultValue };
  return {};
}

/** The props every adopted element has: its attributes stay the theme's, unknown to React. */
function adoptedProps(node: Element): Record<string, unknown> {
  return { suppressHydrationWarning: true, ...controlProps(node) };
}

/** The props of an adopted element whose content React keeps its hands off. */
function leafProps(node: Element): Record<string, unknown> {
  const props = adoptedProps(node);
  return VOID.has(node.localName) || node instanceof HTMLTextAreaElement ? props : { ...props, dangerouslySetInnerHTML: LEAVE_CONTENT };
}

/** The elements an island renders itself, below nodes it otherwise adopts as they are. */
export type Owned = ReadonlyMap<Element, ReactNode>;

const NONE: Owned = new Map();

/**
 * An adopted element's children as the server left them, noted at the first render (the hydration):
 * the live list holds what React added since, which a later render must not take for the theme's.
 */
const serverChildren = new WeakMap<Element, readonly Node[]>();
function childrenOf(node: Element): readonly Node[] {
  let children = serverChildren.get(node);
  if (!children) serverChildren.set(node, (children = [...node.childNodes]));
  return children;
}

/**
 * The server's `nodes` as React elements that hydrate onto them: text as the same text, comments left
 * out (hydration skips them too), an element in `owned` as what the island renders for it, an element
 * holding one of those adopted around its children, every other element an opaque leaf.
 */
export function adoptNodes(nodes: readonly Node[], owned: Owned = NONE): ReactNode[] {
  const inside = (node: Element) => [...owned.keys()].some((element) => node !== element && node.contains(element));
  return nodes.map((node, key) => {
    if (node instanceof Text) return node.data;
    if (!(node instanceof Element)) return null;
    if (owned.has(node)) return createElement(Fragment, { key }, owned.get(node));
    if (!inside(node)) return createElement(node.localName, { key, ...leafProps(node) });
    return createElement(node.localName, { key, ...adoptedProps(node) }, adoptNodes(childrenOf(node), owned));
  });
}

type AdoptProps = Record<string, unknown> & {
  node: Element;
  ref?: Ref<HTMLElement>;
  /** What React renders inside; left out, the server's content stays as it is, unknown to React. */
  children?: ReactNode;
};

/**
 * A server element the island owns: the very node (hydrated, never redrawn), with the props the
 * island gives it. Its first render must give no attribute the server did not write, since hydration
 * sets none: interactive attributes belong to the renders once the island is awake (`useAwake`).
 */
export function Adopt({ node, children, ...props }: AdoptProps): ReactNode {
  const own = children === undefined ? leafProps(node) : { ...adoptedProps(node), children };
  return createElement(node.localName, { ...own, ...props });
}
