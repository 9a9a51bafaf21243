import { describe, expect, it } from 'vitest';
import { changelogSection, changelogVersions, integratorsPart, upgradeNoteCites, upgradeNotes } from './changelog';

const CHANGELOG = `# Changelog

## [Unreleased]

## [1.1.0] - 2026-12-10

### For integrators

#### The gallery wakes when visible

Nothing to change.

#### Sorter drawn by React

\`<select>\` stays yours.

### Added

- \`product-badge\`.

## [1.0.0] - 2026-11-27

### Added

- Everything.
`;

describe('CHANGELOG.md', () => {
  it('lists the versions with a section, newest first as written, Unreleased not among them', () => {
    expect(changelogVersions(CHANGELOG)).toEqual(['1.1.0', '1.0.0']);
  });

  it("gives a version's section up to the next version, and none for a version it lacks", () => {
    expect(changelogSection(CHANGELOG, '1.0.0')).toBe('\n\n### Added\n\n- Everything.\n');
    expect(changelogSection(CHANGELOG, '1.1.0')).toContain('#### Sorter drawn by React');
    expect(changelogSection(CHANGELOG, '1.1.0')).not.toContain('Everything');
    expect(changelogSection(CHANGELOG, '1.0.1')).toBeNull();
    expect(changelogSection(CHANGELOG, '1.1')).toBeNull();
  });

  it('gives the For integrators part of a section with its notes, and nothing when it has none', () => {
    const part = integratorsPart(changelogSection(CHANGELOG, '1.1.0')!);
    expect(part).toBe('#### The gallery wakes when visible\n\nNothing to change.\n\n#### Sorter drawn by React\n\n`<select>` stays yours.');
    expect(upgradeNotes(part)).toEqual(['The gallery wakes when visible', 'Sorter drawn by React']);
    expect(integratorsPart(changelogSection(CHANGELOG, '1.0.0')!)).toBe('');
  });

  it('finds the upgrade notes a console line cites', () => {
    const source = 'throw new Error(`… cannot take the combobox role; upgrade note: CHANGELOG.md, 1.0.0, For integrators, "The header search field is a text input"`);';
    expect(upgradeNoteCites(source)).toEqual([{ version: '1.0.0', note: 'The header search field is a text input' }]);
  });
});
