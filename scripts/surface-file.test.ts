import { describe, expect, it } from 'vitest';
import type { Surface } from './surface-diff';
import { bumpProblem, parseSurfaceFile, serializeSurfaceFile, updateSurfaceFile, type SurfaceFile } from './surface-file';

const v1: Surface = { hooks: { gallery: { wake: 'idle', attributes: {} } }, customProperties: ['--sf-accent'] };
const added: Surface = { ...v1, customProperties: ['--sf-accent', '--sf-space'] };
const removed: Surface = { ...v1, customProperties: [] };

const released = (...versions: string[]) => (version: string) => versions.includes(version);
const file = (version: string, surface: Surface, previous?: SurfaceFile['previous']): SurfaceFile => (previous ? { version, surface, previous } : { version, surface });

describe('docs/public-surface.json', () => {
  it('is written version first, keys sorted at every depth, one name per line, and read back', () => {
    const text = serializeSurfaceFile(file('1.1.0', { types: { B: { z: 'string', a: 'number' } }, hooks: {} }, { version: '1.0.0', surface: { hooks: {} } }));
    expect(text).toBe(
      '{\n  "version": "1.1.0",\n  "surface": {\n    "hooks": {},\n    "types": {\n      "B": {\n        "a": "number",\n        "z": "string"\n      }\n    }\n  },\n  "previous": {\n    "version": "1.0.0",\n    "surface": {\n      "hooks": {}\n    }\n  }\n}\n',
    );
    expect(parseSurfaceFile(text).previous?.version).toBe('1.0.0');
    expect(() => parseSurfaceFile('{"surface": {}}')).toThrow('docs/public-surface.json has no version and surface');
  });
});

describe('the bump a version makes over the last release', () => {
  const last = { version: '1.0.0', surface: v1 };

  it('is enough when it is at least what the changes need', () => {
    expect(bumpProblem(last, '1.0.1', v1)).toBeNull();
    expect(bumpProblem(last, '1.1.0', added)).toBeNull();
    expect(bumpProblem(last, '2.0.0', added)).toBeNull();
    expect(bumpProblem(last, '2.0.0', removed)).toBeNull();
  });

  it('is refused in one line saying which bump the changes need, and why', () => {
    expect(bumpProblem(last, '1.0.1', added)).toBe('the public surface needs a minor bump over 1.0.0 (1.1.0), and 1.0.1 is a patch one: added customProperties/--sf-space');
    expect(bumpProblem(last, '1.1.0', removed)).toBe('the public surface needs a major bump over 1.0.0 (2.0.0), and 1.1.0 is a minor one: removed customProperties/--sf-accent');
    expect(bumpProblem(last, '1.0.0', added)).toBe('the public surface changed under 1.0.0, which is released: it needs a minor bump (1.1.0): added customProperties/--sf-space');
    expect(bumpProblem(last, '0.9.0', v1)).toBe('version 0.9.0 is not above the last release, 1.0.0');
  });
});

describe('writing the surface under package.json\'s version', () => {
  it('writes the first file with no release before it', () => {
    expect(updateSurfaceFile({ committed: undefined, generated: v1, version: '0.1.0', isReleased: released() })).toEqual({ file: file('0.1.0', v1) });
  });

  it('leaves an unchanged surface under an unchanged version as it is', () => {
    const committed = file('1.0.0', v1, { version: '0.1.0', surface: {} });
    expect(updateSurfaceFile({ committed, generated: v1, version: '1.0.0', isReleased: released('0.1.0', '1.0.0') })).toEqual({ file: committed });
  });

  it('refuses a changed surface under a released version, naming the bump it needs', () => {
    const committed = file('1.0.0', v1, { version: '0.1.0', surface: {} });
    expect(updateSurfaceFile({ committed, generated: removed, version: '1.0.0', isReleased: released('0.1.0', '1.0.0') })).toEqual({
      refused: 'the public surface changed under 1.0.0, which is released: it needs a major bump (2.0.0): removed customProperties/--sf-accent',
    });
  });

  it('keeps the released version as the previous one when the version is bumped enough', () => {
    const committed = file('1.0.0', v1, { version: '0.1.0', surface: {} });
    expect(updateSurfaceFile({ committed, generated: added, version: '1.1.0', isReleased: released('0.1.0', '1.0.0') })).toEqual({ file: file('1.1.0', added, { version: '1.0.0', surface: v1 }) });
    expect(updateSurfaceFile({ committed, generated: v1, version: '1.0.1', isReleased: released('0.1.0', '1.0.0') })).toEqual({ file: file('1.0.1', v1, { version: '1.0.0', surface: v1 }) });
  });

  it('lets a version not yet released gather changes its bump covers, judged against the release before it', () => {
    const committed = file('1.1.0', added, { version: '1.0.0', surface: v1 });
    const more: Surface = { ...v1, customProperties: ['--sf-accent', '--sf-radius', '--sf-space'] };
    expect(updateSurfaceFile({ committed, generated: more, version: '1.1.0', isReleased: released('1.0.0') })).toEqual({ file: file('1.1.0', more, { version: '1.0.0', surface: v1 }) });
    expect(updateSurfaceFile({ committed, generated: removed, version: '1.1.0', isReleased: released('1.0.0') })).toEqual({
      refused: 'the public surface needs a major bump over 1.0.0 (2.0.0), and 1.1.0 is a minor one: removed customProperties/--sf-accent',
    });
    // Bumped again before its release: the unreleased 1.1.0 is no release to keep.
    expect(updateSurfaceFile({ committed, generated: removed, version: '2.0.0', isReleased: released('1.0.0') })).toEqual({ file: file('2.0.0', removed, { version: '1.0.0', surface: v1 }) });
  });

  it('refuses a version below the last release', () => {
    const committed = file('1.0.0', v1, { version: '0.1.0', surface: {} });
    expect(updateSurfaceFile({ committed, generated: v1, version: '0.2.0', isReleased: released('0.1.0', '1.0.0') })).toEqual({ refused: 'version 0.2.0 is not above the last release, 1.0.0' });
  });
});
