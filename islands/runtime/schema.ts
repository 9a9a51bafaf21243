/**
 * Typed data-attribute schemas. Each island declares its attributes once, and its module exports
 * them: the runtime parses them when the island's chunk arrives (react-root.tsx), so boot carries no
 * schema, and what is wrong with a malformed hook is told by a small chunk of its own (explain-hook.ts).
 * Kept tiny on purpose: the kinds ship in the islands' chunks, parseProps in the React mount code.
 */

export type AttrKind = 'string' | 'integer' | 'boolean' | 'url' | 'element-id';

export interface Attr<T> {
  /** What a problem report says the attribute must be: an AttrKind, or an enum's values joined by `|`. */
  kind: string;
  /** Absent means the attribute is required. */
  fallback?: T;
  /** Allowed values of an enum attribute, for docs/hooks.md. */
  values?: readonly string[];
  /** Parses the raw attribute text; returns undefined when it is malformed. */
  read: (raw: string) => T | undefined;
}

export type Schema = Record<string, Attr<unknown>>;
export type PropsOf<S extends Schema> = { [K in keyof S]: S[K] extends Attr<infer T> ? T : never };

/**
 * One kind of attribute: called with its fallback (none when the attribute is required; null for an
 * optional one with no value), it describes one. Free of side effects, so a chunk that imports this
 * file for parseProps alone drops the kinds.
 */
/* @__NO_SIDE_EFFECTS__ */
const attr =
  <T>(kind: AttrKind, read: (raw: string) => T | undefined) =>
  <F extends T | null = T>(fallback?: F): Attr<T | F> => ({ kind, read, fallback });

export const string = attr('string', (raw) => raw);

export const integer = attr('integer', (raw) => (/^-?\d+$/.test(raw.trim()) ? Number(raw) : undefined));

export const boolean = attr('boolean', (raw) => (raw === 'true' || raw === '' ? true : raw === 'false' ? false : undefined));

export const oneOf = <const V extends string>(values: readonly V[], fallback?: V): Attr<V> => ({
  kind: values.join('|'),
  read: (raw) => values.find((v) => v === raw),
  fallback,
  values,
});

/**
 * Only http(s) URLs and paths (no scheme): a hook must never smuggle in javascript: or data: links.
 * A pattern rather than new URL(): it is read on every card of a 2,000-card listing.
 */
export const url = attr('url', (raw) => (/^(https?:|[^:/?#]*([/?#]|$))/i.test(raw.trim()) ? raw : undefined));

/** The id of another element on the page (e.g. a <template>); checked to exist when parsed. */
export const elementId = attr('element-id', (raw) => (raw && document.getElementById(raw) ? raw : undefined));

/** `cmsLinkText` → `data-cms-link-text`. */
export const attributeName = (key: string): string => 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/**
 * One attribute's value from its raw text (undefined when the hook has no such attribute): its
 * fallback when absent; undefined when it is required and absent, or malformed.
 */
export const attributeValue = (spec: Attr<unknown>, raw: string | undefined): unknown => (raw === undefined ? spec.fallback : spec.read(raw));

/**
 * The hook's props, or undefined when an attribute is missing or malformed. What is wrong is told by
 * explain-hook.ts, fetched only for such a hook, so boot carries no message text.
 */
export function parseProps<S extends Schema>(schema: S, element: HTMLElement): PropsOf<S> | undefined {
  const props: Record<string, unknown> = {};
  for (const key in schema) {
    // dataset maps the key to its attribute natively: every card's hooks on a 2,000-card listing are
    // read, and a name built per hook and key was a tenth of boot's time there when boot read them.
    const value = attributeValue(schema[key]!, element.dataset[key]);
    if (value === undefined) return undefined;
    props[key] = value;
  }
  return props as PropsOf<S>;
}
