/**
 * What changed between two public surfaces (docs/public-surface.json), and which version bump that
 * change needs. Plain functions over the surface's JSON: the rule is tested apart from the sources.
 */
import { larger, type Bump } from './semver';

/** A surface: named sections of text leaves; a list is a set of names (custom properties, classes). */
export type SurfaceTree = string | readonly string[] | { readonly [key: string]: SurfaceTree };
export type Surface = { readonly [section: string]: SurfaceTree };

export interface Change {
  kind: 'added' | 'removed' | 'changed';
  /** Where in the surface, from the section down: `hooks/gallery/wake`. */
  path: string;
  before?: string;
  after?: string;
}

/** A name in a list is a leaf of its own, so adding or removing one is told apart from the others. */
const IN_LIST = '';

/** One hook attribute, as the surface writes it: its kind, and required or its default. */
export const attributeLeaf = (kind: string, fallback: unknown): string => (fallback === undefined ? `${kind}, required` : `${kind}, default ${JSON.stringify(fallback)}`);

const isRequiredAttribute = (path: string, value: string | undefined) => /^hooks\/[^/]+\/attributes\//.test(path) && value?.endsWith(', required') === true;

/** Every leaf by its path. */
export function flatten(tree: SurfaceTree, path = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') into.set(path, tree);
  else if (Array.isArray(tree)) for (const name of tree as readonly string[]) into.set(`${path}/${name}`, IN_LIST);
  else for (const [key, value] of Object.entries(tree)) flatten(value, path ? `${path}/${key}` : key, into);
  return into;
}

/** The changes from `before` to `after`, in path order. */
export function diffSurfaces(before: Surface, after: Surface): Change[] {
  const a = flatten(before);
  const b = flatten(after);
  const changes: Change[] = [];
  for (const [path, value] of a) {
    if (!b.has(path)) changes.push({ kind: 'removed', path, before: value });
    else if (b.get(path) !== value) changes.push({ kind: 'changed', path, before: value, after: b.get(path) });
  }
  for (const [path, value] of b) if (!a.has(path)) changes.push({ kind: 'added', path, after: value });
  return changes.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

/**
 * What one change asks of a theme: a removal or a change (a rename is both a removal and an
 * addition) breaks what it relied on; so does a required attribute added to a hook it already
 * marks, whose markup then stops waking. Any other addition is new and optional.
 */
export function bumpFor(change: Change, before: Surface): Bump {
  if (change.kind !== 'added') return 'major';
  if (isRequiredAttribute(change.path, change.after)) {
    const hook = change.path.split('/')[1]!;
    const hooks = before.hooks;
    if (hooks && typeof hooks === 'object' && !Array.isArray(hooks) && hook in hooks) return 'major';
  }
  return 'minor';
}

export interface NeededBump {
  bump: Bump;
  /** The changes that need it. */
  because: Change[];
}

/** The bump the changes need altogether: patch when there are none. */
export function neededBump(changes: readonly Change[], before: Surface): NeededBump {
  const bump = changes.reduce<Bump>((needed, change) => larger(needed, bumpFor(change, before)), 'patch');
  return { bump, because: changes.filter((change) => bumpFor(change, before) === bump) };
}

const quoted = (value: string | undefined) => (value ? `"${value}"` : '');

export function describeChange(change: Change): string {
  if (change.kind === 'changed') return `changed ${change.path} from ${quoted(change.before)} to ${quoted(change.after)}`;
  const value = change.kind === 'added' ? change.after : change.before;
  return `${change.kind} ${change.path}${value ? ` (${quoted(value)})` : ''}`;
}

/** The first few changes for a one-line message, with how many more there are. */
export function summarize(changes: readonly Change[], shown = 3): string {
  const listed = changes.slice(0, shown).map(describeChange).join('; ');
  return changes.length > shown ? `${listed}; and ${changes.length - shown} more` : listed;
}
