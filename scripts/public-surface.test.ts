/**
 * The versioning rule: docs/public-surface.json is the surface the code has, stamped with
 * package.json's version; CHANGELOG.md tells integrators what that version changes; and the version's
 * bump over the previous release is at least what the changes since need (semantic versioning).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changelogSection, changelogVersions, integratorsPart, upgradeNoteCites, upgradeNotes } from './changelog';
import { islandCodeFiles } from './island-code';
import { readSource } from './island-css';
import { collectSurface, SURFACE_FILE } from './public-surface';
import { describeChange, diffSurfaces } from './surface-diff';
import { bumpProblem, parseSurfaceFile } from './surface-file';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const { version } = JSON.parse(read('package.json')) as { version: string };
const committed = parseSurfaceFile(readFileSync(SURFACE_FILE, 'utf8'));
const changelog = read('CHANGELOG.md');

describe('the public surface, docs/public-surface.json', () => {
  it('is the surface the code has', () => {
    const changes = diffSurfaces(committed.surface, collectSurface()).map(describeChange);
    expect(
      changes,
      [
        `The public surface changed since docs/public-surface.json (${committed.version}):`,
        ...changes.map((change) => `  ${change}`),
        "Bump the version in package.json (a removal or rename is a major bump, an addition a minor one), add its section to CHANGELOG.md whose \"For integrators\" part says what a theme must change, then run npm run surface.",
      ].join('\n'),
    ).toEqual([]);
  });

  it("is stamped with package.json's version", () => {
    expect(committed.version, 'run npm run surface after changing the version in package.json').toBe(version);
  });

  it('makes a bump over the previous release that is at least what the changes since then need', () => {
    expect(committed.previous, 'docs/public-surface.json keeps the surface of the release before it').toBeDefined();
    expect(bumpProblem(committed.previous!, committed.version, committed.surface)).toBeNull();
  });
});

describe('CHANGELOG.md', () => {
  it("has a section for package.json's version, first, newest first", () => {
    expect(changelogVersions(changelog)[0], `CHANGELOG.md's first section must be package.json's version, ${version}`).toBe(version);
  });

  it('says in that section, "For integrators", what a theme written for the release before must change', () => {
    const integrators = integratorsPart(changelogSection(changelog, version) ?? '');
    expect(integrators, `CHANGELOG.md's ${version} section needs a "### For integrators" part`).not.toBe('');
  });

  it('has every upgrade note a console line names, under its version', () => {
    const cites = islandCodeFiles().flatMap((file) => upgradeNoteCites(readSource(file)).map((cite) => ({ file, ...cite })));
    expect(cites.length).toBeGreaterThan(0);
    for (const { file, version: cited, note } of cites) {
      expect(upgradeNotes(integratorsPart(changelogSection(changelog, cited) ?? '')), `${file} names the upgrade note "${note}" of ${cited}`).toContain(note);
    }
  });
});
