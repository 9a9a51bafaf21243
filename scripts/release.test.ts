import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestProblem, refusal } from './release.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHANGELOG = '# Changelog\n\n## [1.2.0] - 2026-11-27\n';

describe('refusal', () => {
  const clean = { uncommitted: [], tagged: false, version: '1.2.0', changelog: CHANGELOG };

  it('lets a clean tree with an untagged version and its changelog section be released', () => {
    expect(refusal(clean)).toBeUndefined();
  });

  it('says in one line which rule the tree breaks', () => {
    expect(refusal({ ...clean, uncommitted: ['build.mjs', 'a', 'b', 'c'] })).toBe('the tree has uncommitted changes (build.mjs, a, b, …): a release is built from a commit');
    expect(refusal({ ...clean, tagged: true })).toBe('version 1.2.0 already has the tag v1.2.0: set a new version in package.json (CHANGELOG.md says which)');
    expect(refusal({ ...clean, changelog: '## [1.2.1]\n## [1.1.0]' })).toBe('CHANGELOG.md has no section "## [1.2.0]": say what the release changes for a theme first');
  });
});

/** `npm run release` in a clone of the committed project: what a maintainer's machine does. */
describe('npm run release', () => {
  let clone: string;
  const release = () => spawnSync(process.execPath, ['scripts/release.mjs'], { cwd: clone, encoding: 'utf8' });
  const version = () => JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).version as string;
  let first: ReturnType<typeof release>;

  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'sf-release-'));
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
    symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
    first = release();
  }, 120_000);

  it('packs a fresh build, the docs, the changelog and the prune into release/, lists them with sizes, and tags the version', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const tarball = `release/storefront-islands-${version()}.tgz`;
    expect(first.stdout.split('\n')[0]).toMatch(new RegExp(`^${tarball}: ${version()}\\+[0-9a-f]{8}, \\d+ files, \\d+ bytes unpacked, \\d+ bytes packed; tagged v${version()}$`));
    const packed = execFileSync('tar', ['-tzf', join(clone, tarball)], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    expect(packed).toEqual(expect.arrayContaining(['package/dist/boot.js', 'package/dist/boot.js.map', 'package/dist/boot-fallback.js', 'package/dist/manifest.json', 'package/dist/storefront.css', 'package/dist/storefront-events.d.ts', 'package/docs/deploy.md', 'package/CHANGELOG.md', 'package/tools/prune.mjs']));
    const manifest = JSON.parse(readFileSync(join(clone, 'dist/manifest.json'), 'utf8'));
    // Only this release: its files, its manifest and its copy among the installed releases.
    const dist = packed.filter((file) => file.startsWith('package/dist/')).map((file) => file.slice('package/dist/'.length));
    expect(dist.sort()).toEqual([...manifest.files.map((f: { file: string }) => f.file), 'manifest.json', `releases/${manifest.version}+${manifest.build}.json`].sort());
    // npm pack of the project, as it stands after the release, holds the same files.
    const [dryRun] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: clone, encoding: 'utf8' }));
    expect(dryRun.files.map((f: { path: string }) => 'package/' + f.path).sort()).toEqual(packed);
    expect(execFileSync('git', ['tag', '--list'], { cwd: clone, encoding: 'utf8' })).toBe(`v${version()}\n`);
  });

  it('refuses a version already tagged, then a tree with uncommitted changes, each in one line', () => {
    expect([release().status, release().stderr]).toEqual([1, `release refused: version ${version()} already has the tag v${version()}: set a new version in package.json (CHANGELOG.md says which)\n`]);
    appendFileSync(join(clone, 'README.md'), '\n');
    expect(release().stderr).toBe('release refused: the tree has uncommitted changes (README.md): a release is built from a commit\n');
  });

  it('finds a manifest that disagrees with package.json or with the files it lists, and files it does not list', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sf-dist-'));
    cpSync(join(clone, 'dist'), dist, { recursive: true });
    const pkg = { name: 'storefront-islands', version: version() };
    await expect(manifestProblem(dist, pkg)).resolves.toBeUndefined();
    await expect(manifestProblem(dist, { ...pkg, version: '9.9.9' })).resolves.toMatch(/^dist\/manifest\.json says storefront-islands .+, package\.json storefront-islands 9\.9\.9$/);
    writeFileSync(join(dist, 'chunks/stray.js'), '');
    await expect(manifestProblem(dist, pkg)).resolves.toBe('dist/ holds files its manifest does not list: chunks/stray.js');
    appendFileSync(join(dist, 'boot.js'), ';');
    await expect(manifestProblem(dist, pkg)).resolves.toMatch(/^dist\/boot\.js is not the file dist\/manifest\.json describes/);
  });
});
