/**
 * The server-rendered parts a swap replaces: the listing container (spec: `data-listing-container`)
 * and the parts that must change with it (`data-listing-part="…"`: filter form, sort form, pills),
 * because each form carries the other's state in hidden fields.
 */
export const CONTAINER_SELECTOR = '[data-listing-container]';
const PART_SELECTOR = '[data-listing-part]';

export class MissingPartError extends Error {
  override name = 'MissingPartError';
}

/** Part key → element: the container under "container", the others under their data-listing-part. */
export type Parts = Map<string, Element>;

export function findParts(root: ParentNode): Parts {
  const parts: Parts = new Map();
  const container = root.querySelector(CONTAINER_SELECTOR);
  if (container) parts.set('container', container);
  root.querySelectorAll(PART_SELECTOR).forEach((part) => {
    const key = part.getAttribute('data-listing-part') ?? '';
    if (key && !parts.has(key)) parts.set(key, part);
  });
  return parts;
}

/**
 * Pairs every part on the page with the same part in the answer; throws MissingPartError naming
 * what the answer lacks (a swap that cannot be done whole must not be done by halves).
 */
export function pairParts(current: Parts, incoming: Parts): { key: string; from: Element; to: Element }[] {
  if (!current.has('container')) throw new MissingPartError('the page has no [data-listing-container]');
  const missing = [...current.keys()].filter((key) => !incoming.has(key));
  if (missing.length > 0) throw new MissingPartError(`the answer lacks ${missing.map((k) => (k === 'container' ? CONTAINER_SELECTOR : `[data-listing-part="${k}"]`)).join(', ')}`);
  return [...current].map(([key, from]) => ({ key, from, to: incoming.get(key)! }));
}
