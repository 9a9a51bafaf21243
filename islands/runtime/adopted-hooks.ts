/**
 * The hooks whose own nodes a React root holds (hydrated, `shared/ui/adopt`), each with the attributes
 * the server gave it. Whatever else changes the page must leave the inside of such a hook alone: React
 * keeps those very nodes, and the island read its props from them once. A listing swap therefore keeps
 * such a hook as it is, or replaces it whole when the server's attributes (its props) changed. A hook
 * whose island draws nothing, or has not woken, is not here: its nodes are still the server's to change.
 */
const adopted = new WeakMap<Element, string>();

/** The hook's attributes as one comparable string, the runtime's state mark (`hook-state.ts`) left out. */
export const serverAttributes = (hook: Element): string =>
  [...hook.attributes]
    .filter(({ name }) => name !== 'data-island-state')
    .map(({ name, value }) => `${name}=${JSON.stringify(value)}`)
    .sort()
    .join(' ');

/** Before its root hydrates `hook`, while its attributes are still the server's. */
export const noteAdopted = (hook: Element): void => void adopted.set(hook, serverAttributes(hook));

/** Once its root gave the hook back (unmounted, crashed, or never mounted). */
export const forgetAdopted = (hook: Element): void => void adopted.delete(hook);

/** What the server's attributes were, for a hook a React root holds; undefined for any other. */
export const adoptedAttributes = (hook: Element): string | undefined => adopted.get(hook);
