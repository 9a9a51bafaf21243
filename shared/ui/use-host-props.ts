/**
 * The hook element is an island's root container, not an element React renders: no JSX reaches it.
 * `useHostProps` is how an island gives it classes, attributes and listeners all the same, the way
 * `<Adopt>` gives them to the nodes inside: from the render after hydration on, and taken back when
 * the values change or the island leaves, so the theme's own classes and attributes are never lost.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useAwake } from './awake';

export interface HostProps {
  /** Classes on (true) or off (false) beside the theme's others; each is as the server had it again once taken back. */
  classes?: Readonly<Record<string, boolean>>;
  /** Attributes: a string sets one, true sets it empty, false or undefined leaves the server's. */
  attributes?: Readonly<Record<string, string | boolean | undefined>>;
  /** Listeners on the hook element; the handler of the latest render runs. */
  on?: { readonly [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
}

/** The hook element of the island rendering; the runtime provides it. */
export const HostElement = createContext<HTMLElement | null>(null);

const NO_CLASSES: Readonly<Record<string, boolean>> = {};
const NO_ATTRIBUTES: Readonly<Record<string, string | boolean | undefined>> = {};

/** `attributes` on `host`; what was there before comes back when the returned function runs. */
function setAttributes(host: HTMLElement, attributes: Readonly<Record<string, string | boolean | undefined>>): () => void {
  const before = Object.keys(attributes).map((name) => [name, host.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string') host.setAttribute(name, value);
    else if (value === true) host.setAttribute(name, '');
  }
  return () => {
    for (const [name, value] of before) if (value === null) host.removeAttribute(name);
    else host.setAttribute(name, value);
  };
}

/** `classes` on or off on `host`; each as it was before when the returned function runs. */
function toggleClasses(host: HTMLElement, classes: Readonly<Record<string, boolean>>): () => void {
  const before = Object.keys(classes).map((name) => [name, host.classList.contains(name)] as const);
  for (const [name, on] of Object.entries(classes)) host.classList.toggle(name, on);
  return () => {
    for (const [name, on] of before) host.classList.toggle(name, on);
  };
}

export function useHostProps({ classes = NO_CLASSES, attributes = NO_ATTRIBUTES, on = {} }: HostProps): void {
  const host = useContext(HostElement);
  const awake = useAwake();
  if (!host) throw new Error('useHostProps is called outside an island the runtime mounted');
  // Keyed by content, so a new object with the same values writes nothing.
  const classKey = JSON.stringify(classes);
  const attributeKey = JSON.stringify(attributes);
  useLayoutEffect(() => (awake ? toggleClasses(host, JSON.parse(classKey) as Record<string, boolean>) : undefined), [host, awake, classKey]);
  useLayoutEffect(() => (awake ? setAttributes(host, JSON.parse(attributeKey) as Record<string, string | boolean | undefined>) : undefined), [host, awake, attributeKey]);
  const handlers = useRef(on);
  useLayoutEffect(() => {
    handlers.current = on;
  });
  const events = Object.keys(on).sort().join(' ');
  useEffect(() => {
    if (!events) return undefined;
    const abort = new AbortController();
    for (const type of events.split(' ')) {
      host.addEventListener(type, (event) => (handlers.current as Record<string, ((event: Event) => void) | undefined>)[type]?.(event), { signal: abort.signal });
    }
    return () => abort.abort();
  }, [host, events]);
}
