/**
 * Where an element sits below a hook, as its place among the hook's elements in document order. A
 * React island's first render draws the same elements as the server markup, so the same place finds
 * the element that replaced a server node: focus and a held click follow it. (Kept tiny: boot.)
 */
export const placeOf = (element: Element, root: Element): number => [...root.getElementsByTagName('*')].indexOf(element);

export const elementAt = (root: Element, place: number): Element | undefined => root.getElementsByTagName('*')[place];
