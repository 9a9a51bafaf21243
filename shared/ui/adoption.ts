/**
 * What an island's root adopted from the server, kept for as long as the root lives: every element
 * React was told about (the hook, each `Adopt`ed element and the path down to it), with its
 * attributes, its children and the data of its text children as the server left them. The runtime
 * puts exactly that back when the island leaves, whatever React or the island changed meanwhile: a
 * hook a theme script takes out and puts back is the server's again, its classes included.
 */
import { createContext, useContext } from 'react';

interface ServerState {
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly Node[];
  readonly texts: ReadonlyMap<Text, string>;
}

export interface Adoption {
  /** The server's children of `element`, noted the first time it is asked for. */
  childrenOf(element: Element): readonly Node[];
  /** Every adopted element as the server left it: attributes, children, text. */
  restore(): void;
}

const stateOf = (element: Element): ServerState => ({
  attributes: new Map([...element.attributes].map(({ name, value }) => [name, value])),
  children: [...element.childNodes],
  texts: new Map([...element.childNodes].filter((node) => node instanceof Text).map((text) => [text, text.data])),
});

function restoreElement(element: Element, { attributes, children, texts }: ServerState): void {
  for (const { name } of [...element.attributes]) if (!attributes.has(name)) element.removeAttribute(name);
  for (const [name, value] of attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  for (const [text, data] of texts) if (text.data !== data) text.data = data;
  const now = element.childNodes;
  if (now.length !== children.length || children.some((child, i) => now[i] !== child)) element.replaceChildren(...children);
}

export function createAdoption(): Adoption {
  const adopted = new Map<Element, ServerState>();
  const note = (element: Element) => {
    let state = adopted.get(element);
    if (!state) adopted.set(element, (state = stateOf(element)));
    return state;
  };
  return {
    childrenOf: (element) => note(element).children,
    restore() {
      for (const [element, state] of adopted) restoreElement(element, state);
    },
  };
}

/** The adoption of the root an island renders in; none outside a runtime root. */
export const AdoptionContext = createContext<Adoption | null>(null);

export const useAdoption = (): Adoption | null => useContext(AdoptionContext);
