/**
 * Reading CHANGELOG.md (Keep a Changelog: a `## [x.y.z] - date` section per release, newest first),
 * for the versioning rule in public-surface.test.ts: each version's section, its "For integrators"
 * part and the upgrade notes in it, and the notes the runtime's console lines cite.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The versions with a section, in the file's order; `[Unreleased]` is none. */
export const changelogVersions = (text: string): string[] => [...text.matchAll(/^## \[?(\d+\.\d+\.\d+)\]?/gm)].map((match) => match[1]!);

/** What is between a heading matching `heading` and the next heading of its level or above; null without one. */
function part(text: string, heading: RegExp, level: number): string | null {
  const start = heading.exec(text);
  if (!start) return null;
  const rest = text.slice(start.index + start[0].length);
  const end = new RegExp(`^#{1,${level}} `, 'm').exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** A version's section, without its heading. */
export const changelogSection = (text: string, version: string): string | null => part(text, new RegExp(`^## \\[?${escape(version)}\\]?(?= |$).*$`, 'm'), 2);

/** The "For integrators" part of a section, trimmed: what a theme must change. '' when there is none. */
export const integratorsPart = (section: string): string => part(section, /^### For integrators$/m, 3)?.trim() ?? '';

/** The headings of the upgrade notes in a "For integrators" part. */
export const upgradeNotes = (integrators: string): string[] => [...integrators.matchAll(/^#### (.+)$/gm)].map((match) => match[1]!.trim());

export interface UpgradeNoteCite {
  version: string;
  note: string;
}

/** Where code names an upgrade note: `CHANGELOG.md, 1.0.0, For integrators, "<heading>"`. */
export const upgradeNoteCites = (source: string): UpgradeNoteCite[] =>
  [...source.matchAll(/CHANGELOG\.md, (\d+\.\d+\.\d+), For integrators, "([^"]+)"/g)].map((match) => ({ version: match[1]!, note: match[2]! }));
