/**
 * docs/deploy.md's Linux install, run with GNU tar: release B unpacked over release A, both packed as `npm pack`
 * packs them (every file dated 1985-10-26), leaves A's chunks as they were, adds B's, and switches boot.js, with
 * the time of the install on what changed, so servers that tag by file time (IIS, nginx) tag the new boot.js anew.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployDocPart } from './deploy-doc';

const DOC_TARBALL = '/tmp/storefront-islands-1.2.0.tgz';
const DOC_DIST = '/srv/shop/dist';
const root = mkdtempSync(join(tmpdir(), 'sf-install-'));
const live = join(root, 'live');
const commands = deployDocPart('install:linux').split('\n').filter((line) => line.trim() !== '');

/** A release tarball in npm pack's layout, its files dated as npm pack dates them. */
function pack(name: string, files: Record<string, string>): string {
  const staging = join(root, `${name}-staging`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(staging, 'package', file)), { recursive: true });
    writeFileSync(join(staging, 'package', file), text);
  }
  const tarball = join(root, `${name}.tgz`);
  execFileSync('tar', ['-czf', tarball, '--mtime=1985-10-26 08:15:00Z', '-C', staging, 'package']);
  return tarball;
}

const install = (tarball: string) => {
  for (const command of commands) execFileSync('sh', ['-c', command.replaceAll(DOC_TARBALL, tarball).replaceAll(DOC_DIST, live)]);
};

const releaseA = pack('a', {
  'dist/boot.js': 'import("./chunks/shared-aaaaa.js");import("./chunks/a-only-bbbbb.js");// A',
  'dist/chunks/shared-aaaaa.js': 'export const shared = 1;',
  'dist/chunks/a-only-bbbbb.js': 'export const a = 1;',
  'dist/manifest.json': '{"version":"1.1.0"}',
  'dist/releases/1.1.0+1.json': '{"version":"1.1.0"}',
});
// B's boot.js is as long as A's: only its time can tell a file-time ETag they differ.
const releaseB = pack('b', {
  'dist/boot.js': 'import("./chunks/shared-aaaaa.js");import("./chunks/b-only-ccccc.js");// B',
  'dist/boot.js.map': '{"version":3}',
  'dist/chunks/shared-aaaaa.js': 'export const shared = 1;',
  'dist/chunks/b-only-ccccc.js': 'export const b = 1;',
  'dist/manifest.json': '{"version":"1.2.0"}',
  'dist/releases/1.2.0+2.json': '{"version":"1.2.0"}',
  'docs/deploy.md': '# Deploying a release',
  'CHANGELOG.md': '# Changelog',
  'tools/prune.mjs': '// prune',
});
const LONG_AGO = new Date('2001-01-01T00:00:00Z');
const at = (file: string) => join(live, file);

beforeAll(() => {
  mkdirSync(live);
  install(releaseA);
  // Marks the chunk both releases hold, so rewriting it shows.
  utimesSync(at('chunks/shared-aaaaa.js'), LONG_AGO, LONG_AGO);
  install(releaseB);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the doc's install of release B over release A", () => {
  it('unpacks the chunks first and boot.js last', () => {
    expect(commands).toHaveLength(3);
    expect(commands[0]).toMatch(/ package\/dist\/chunks$/);
    expect(commands[2]).toMatch(/ package\/dist\/boot\.js$/);
  });

  it("switches boot.js and the other stable names to B's", () => {
    expect(readFileSync(at('boot.js'), 'utf8')).toMatch(/\/\/ B$/);
    expect(readFileSync(at('manifest.json'), 'utf8')).toBe('{"version":"1.2.0"}');
    expect(readFileSync(at('boot.js.map'), 'utf8')).toBe('{"version":3}');
  });

  it("keeps A's chunks, so a page opened on A still finds them, and adds B's", () => {
    expect(readdirSync(at('chunks')).sort()).toEqual(['a-only-bbbbb.js', 'b-only-ccccc.js', 'shared-aaaaa.js']);
    expect(readdirSync(at('releases')).sort()).toEqual(['1.1.0+1.json', '1.2.0+2.json']);
  });

  it('leaves a chunk already there untouched', () => {
    expect(statSync(at('chunks/shared-aaaaa.js')).mtime).toEqual(LONG_AGO);
  });

  it('dates what it wrote at the install, not at 1985 as npm pack does', () => {
    for (const file of ['boot.js', 'manifest.json', 'chunks/b-only-ccccc.js']) expect(statSync(at(file)).mtime.getUTCFullYear(), file).toBeGreaterThan(2001);
  });

  it('puts nothing but dist/ on the server', () => {
    expect(readdirSync(live).sort()).toEqual(['boot.js', 'boot.js.map', 'chunks', 'manifest.json', 'releases']);
  });
});
