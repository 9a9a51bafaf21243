/**
 * docs/public-surface.json: the public surface of the version it is stamped with, and the surface of
 * the release before it, against which that version's bump is judged. What may be written there, and
 * when a changed surface is refused, is decided here, apart from the files and git.
 */
import { bumpBetween, covers, nextVersion } from './semver';
import { diffSurfaces, neededBump, summarize, type Surface, type SurfaceTree } from './surface-diff';

export interface SurfaceRelease {
  version: string;
  surface: Surface;
}

export interface SurfaceFile extends SurfaceRelease {
  /** The last release before `version`; absent before the first one. */
  previous?: SurfaceRelease;
}

/** Object keys sorted at every depth, lists as given (already sorted by their source): a reordering is no change. */
function sortedKeys(tree: SurfaceTree): SurfaceTree {
  if (typeof tree === 'string' || Array.isArray(tree)) return tree;
  const object = tree as { readonly [key: string]: SurfaceTree };
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortedKeys(object[key]!)]),
  );
}

const release = ({ version, surface }: SurfaceRelease) => ({ version, surface: sortedKeys(surface) });

/** The file's text: the version first, then its surface, then the previous release; two-space JSON, one name per line. */
export function serializeSurfaceFile(file: SurfaceFile): string {
  return JSON.stringify(file.previous ? { ...release(file), previous: release(file.previous) } : release(file), null, 2) + '\n';
}

export function parseSurfaceFile(text: string): SurfaceFile {
  const file = JSON.parse(text) as SurfaceFile;
  if (typeof file.version !== 'string' || typeof file.surface !== 'object') throw new Error('docs/public-surface.json has no version and surface');
  return file;
}

const sameSurface = (a: Surface, b: Surface) => JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));

/**
 * Why `version` may not carry `surface` after the release `previous`, in one line; null when it may:
 * its bump over that release is at least what the changes since need (semver.ts, surface-diff.ts).
 */
export function bumpProblem(previous: SurfaceRelease, version: string, surface: Surface): string | null {
  const changes = diffSurfaces(previous.surface, surface);
  const { bump, because } = neededBump(changes, previous.surface);
  const made = bumpBetween(previous.version, version);
  if (made && covers(made, bump)) return null;
  const why = because.length ? `: ${summarize(because)}` : '';
  if (version === previous.version) return `the public surface changed under ${version}, which is released: it needs a ${bump} bump (${nextVersion(version, bump)})${why}`;
  if (!made) return `version ${version} is not above the last release, ${previous.version}`;
  return `the public surface needs a ${bump} bump over ${previous.version} (${nextVersion(previous.version, bump)}), and ${version} is a ${made} one${why}`;
}

export type SurfaceUpdate = { file: SurfaceFile } | { refused: string };

export interface SurfaceUpdateInput {
  /** docs/public-surface.json as committed; undefined before the first one. */
  committed: SurfaceFile | undefined;
  /** The surface the code has now. */
  generated: Surface;
  /** package.json's version. */
  version: string;
  isReleased: (version: string) => boolean;
}

/**
 * The file to write for the code's surface under package.json's version, or why not. Until the
 * committed version is released it may still gather changes, as long as its bump over the release
 * before covers them; once it is released, any change needs a new version.
 */
export function updateSurfaceFile({ committed, generated, version, isReleased }: SurfaceUpdateInput): SurfaceUpdate {
  if (!committed) return { file: { version, surface: generated } };
  if (version === committed.version && sameSurface(committed.surface, generated)) return { file: committed };
  const last = isReleased(committed.version) ? { version: committed.version, surface: committed.surface } : committed.previous;
  if (!last) return { file: { version, surface: generated } };
  const problem = bumpProblem(last, version, generated);
  return problem ? { refused: problem } : { file: { version, surface: generated, previous: last } };
}
