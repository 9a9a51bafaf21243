import { describe, expect, it } from 'vitest';
import { bumpBetween, covers, larger, nextVersion, parseVersion } from './semver';

describe('versions', () => {
  it('reads MAJOR.MINOR.PATCH and refuses anything else, saying the form', () => {
    expect(parseVersion('1.12.0')).toEqual({ major: 1, minor: 12, patch: 0 });
    for (const bad of ['1.0', 'v1.0.0', '1.0.0-rc.1', '01.0.0', '1.0.0 ']) {
      expect(() => parseVersion(bad)).toThrow(`"${bad}" is not a version of the form MAJOR.MINOR.PATCH (e.g. 1.2.0)`);
    }
  });

  it('tells which part a version raises, by the first part that differs, numerically', () => {
    expect(bumpBetween('0.1.0', '1.0.0')).toBe('major');
    expect(bumpBetween('1.9.0', '1.10.0')).toBe('minor');
    expect(bumpBetween('1.2.3', '1.3.0')).toBe('minor');
    expect(bumpBetween('1.2.3', '1.2.4')).toBe('patch');
    expect(bumpBetween('1.2.3', '2.0.0')).toBe('major');
  });

  it('calls no bump a version that is equal or lower, even with a higher later part', () => {
    expect(bumpBetween('1.2.3', '1.2.3')).toBeNull();
    expect(bumpBetween('1.2.3', '1.1.9')).toBeNull();
    expect(bumpBetween('2.0.0', '1.9.9')).toBeNull();
  });

  it('lets a larger bump cover a smaller need, never the reverse', () => {
    expect(covers('major', 'minor')).toBe(true);
    expect(covers('minor', 'minor')).toBe(true);
    expect(covers('patch', 'patch')).toBe(true);
    expect(covers('minor', 'major')).toBe(false);
    expect(covers('patch', 'minor')).toBe(false);
    expect(larger('patch', 'major')).toBe('major');
    expect(larger('minor', 'patch')).toBe('minor');
  });

  it('suggests the smallest version with a bump, the lower parts back at 0', () => {
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3');
  });
});
