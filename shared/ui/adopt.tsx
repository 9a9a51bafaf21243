/**
 * Server markup React adopts without redrawing it. An island's first render reproduces its hook's
 * nodes as React elements, and `hydrateRoot` takes the very nodes over: none is replaced, so a theme
 * script's listeners, a QA locator and the focus stay valid. Only the elements an island owns (and
 * the path down to them) are described to React; everything else is an opaque leaf React holds but
 * never looks into or writes: no attribute of the theme is known to React, so none is ever removed,
 * and content React did not make stays the server's.
 *
 * What an island gives an adopted element (attributes, handlers, text) reaches it from the render
 * after hydration on (`useAwake`), by construction: the render that hydrates sets nothing, and the
 * island need not tell the two apart. The runtime puts the server's state back when the island
 * leaves (`adoption.ts`).
 */
import { createElement, Fragment, memo, type ElementType, type ReactNode, type Ref } from 'react';
import { useAdoption } from './adoption';
import { useAwake } from './awake';

/**
 * `dangerouslySetInnerHTML` with no HTML marks an element whose children React neither hydrates nor
 * sets; it is never written while the object stays the same, so this one object is the only one used.
 */
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
  // An option's content is adopted unread, so React cannot tell its value from its text: it is told.
  if (node instanceof HTMLOptionElement) return { value: node.value };
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

/** An element of the theme's the island does not touch: rendered once, never again, so never emptied. */
const Leaf = memo(function Leaf({ node }: { node: Element }) {
  return createElement(node.localName, leafProps(node));
});

/** The elements an island renders itself, below nodes it otherwise adopts as they are. */
export type Owned = ReadonlyMap<Element, ReactNode>;

const NONE: Owned = new Map();

/**
 * The server's `nodes` as React elements that hydrate onto them: text as the same text, comments left
 * out (hydration skips them too), an element in `owned` as what the island renders for it, an element
 * holding one of those adopted around its server children, every other element an opaque leaf.
 */
export function adoptNodes(nodes: readonly Node[], owned: Owned = NONE): ReactNode[] {
  return nodes.map((node, key) => {
    if (node instanceof Text) return node.data;
    if (!(node instanceof Element)) return null;
    if (owned.has(node)) return createElement(Fragment, { key }, owned.get(node));
    if (![...owned.keys()].some((element) => node !== element && node.contains(element))) return <Leaf key={key} node={node} />;
    return <AdoptedPath key={key} node={node} owned={owned} />;
  });
}

/** An element on the way down to one the island owns, around its server children. */
function AdoptedPath({ node, owned }: { node: Element; owned: Owned }): ReactNode {
  return createElement(node.localName, adoptedProps(node), adoptNodes(useServerChildren(node), owned));
}

/** `node`'s children as noted at the first render: the live list holds what React added since. */
export function useServerChildren(node: Element): readonly Node[] {
  return useAdoption()?.childrenOf(node) ?? [...node.childNodes];
}

type AdoptProps = Record<string, unknown> & {
  node: Element;
  ref?: Ref<HTMLElement>;
  /**
   * What React renders inside. Left out, the server's content stays as it is, unknown to React. Text
   * (a string, a number, nothing) replaces the server's content once awake; elements are rendered as
   * given from the first render on, so they must reproduce the server's (`adoptNodes`, nested `Adopt`),
   * unless `replace` is said.
   */
  children?: ReactNode;
  /** The children replace the server's content once awake, whatever they are (the server's nodes go). */
  replace?: boolean;
};

const isText = (children: ReactNode) => children === null || children === false || ['string', 'number', 'bigint'].includes(typeof children);

/**
 * A server element the island owns: the very node (hydrated, never redrawn), with the props the
 * island gives it from the render after hydration on. The ref is attached from the first.
 */
export function Adopt({ node, children, ref, replace, ...props }: AdoptProps): ReactNode {
  const awake = useAwake();
  const server = useServerChildren(node);
  const Tag = node.localName as ElementType;
  const own = awake ? props : undefined;
  if (children === undefined) return <Tag {...leafProps(node)} {...own} ref={ref} />;
  // Asleep, a text stands for whatever the server had there, which hydration then takes over as it is
  // (one text as a text, as the awake render gives it, so the node is kept).
  const inside = awake || !(replace || isText(children)) ? children : server.length === 1 && server[0] instanceof Text ? server[0].data : adoptNodes(server);
  return (
    <Tag {...adoptedProps(node)} {...own} ref={ref}>
      {inside}
    </Tag>
  );
}

/** Elements the island adds to the theme's markup (a message, a control): none in the render that hydrates. */
export function Added({ children }: { children: ReactNode }): ReactNode {
  return useAwake() ? children : null;
}
