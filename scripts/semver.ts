/**
 * Semantic versions as the public surface's rule uses them (docs/public-surface.json): a plain
 * MAJOR.MINOR.PATCH, no pre-release or build part, since a release's version names its tarball.
 */

export type Bump = 'patch' | 'minor' | 'major';

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

const ORDER: readonly Bump[] = ['patch', 'minor', 'major'];

export function parseVersion(text: string): Version {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a version of the form MAJOR.MINOR.PATCH (e.g. 1.2.0)`);
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/** Which part `next` raises over `previous` (the first that differs); null when it is not above it. */
export function bumpBetween(previous: string, next: string): Bump | null {
  const a = parseVersion(previous);
  const b = parseVersion(next);
  if (b.major !== a.major) return b.major > a.major ? 'major' : null;
  if (b.minor !== a.minor) return b.minor > a.minor ? 'minor' : null;
  return b.patch > a.patch ? 'patch' : null;
}

/** Whether a bump of kind `made` is enough for a change that needs `needed`: a larger one always is. */
export const covers = (made: Bump, needed: Bump): boolean => ORDER.indexOf(made) >= ORDER.indexOf(needed);

/** The larger of two bumps. */
export const larger = (a: Bump, b: Bump): Bump => (covers(a, b) ? a : b);

/** The smallest version above `previous` with that bump: 1.4.2 → 2.0.0, 1.5.0, 1.4.3. */
export function nextVersion(previous: string, bump: Bump): string {
  const { major, minor, patch } = parseVersion(previous);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
