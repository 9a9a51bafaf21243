/**
 * `npm run release`: the release a shop deploys (docs/deploy.md), release/storefront-islands-<version>.tgz.
 * From a clean tree whose version has no tag yet and a CHANGELOG.md section: a fresh build into dist/,
 * its manifest checked against package.json and the files on disk, then `npm pack` (so the tarball
 * holds exactly the files `npm pack` of the project holds: package.json's `files`), then the tag
 * v<version>, which freezes that version's public surface (scripts/gen-public-surface.ts). Any refusal
 * is one line saying which, and the exit code 1.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Why the tree cannot be released as it is, or undefined. */
export function refusal({ uncommitted, tagged, version, changelog }) {
  if (uncommitted.length > 0) return `the tree has uncommitted changes (${uncommitted.slice(0, 3).join(', ')}${uncommitted.length > 3 ? ', …' : ''}): a release is built from a commit`;
  if (tagged) return `version ${version} already has the tag v${version}: set a new version in package.json (CHANGELOG.md says which)`;
  if (!new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\]`, 'm').test(changelog)) return `CHANGELOG.md has no section "## [${version}]": say what the release changes for a theme first`;
  return undefined;
}

/** What is wrong between a built dist, its manifest and package.json, or undefined. */
export async function manifestProblem(dist, pkg) {
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  if (manifest.name !== pkg.name || manifest.version !== pkg.version) return `dist/manifest.json says ${manifest.name} ${manifest.version}, package.json ${pkg.name} ${pkg.version}`;
  for (const { file, bytes, integrity } of manifest.files) {
    const content = await readFile(join(dist, file)).catch(() => undefined);
    if (!content) return `dist/manifest.json lists ${file}, which is not in dist/`;
    const hash = 'sha384-' + createHash('sha384').update(content).digest('base64');
    if (content.length !== bytes || hash !== integrity) return `dist/${file} is not the file dist/manifest.json describes (${content.length} bytes, ${hash})`;
  }
  const listed = new Set(manifest.files.map(({ file }) => file));
  const releaseManifest = `releases/${manifest.version}+${manifest.build}.json`;
  const found = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => relative(dist, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
  const stray = found.filter((file) => !listed.has(file) && file !== 'manifest.json' && file !== releaseManifest);
  if (stray.length > 0) return `dist/ holds files its manifest does not list: ${stray.join(', ')}`;
  return undefined;
}

async function release() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const refused = refusal({
    uncommitted: git('status', '--porcelain').split('\n').filter(Boolean).map((line) => line.slice(3)),
    tagged: git('tag', '--list', `v${pkg.version}`).trim() !== '',
    version: pkg.version,
    changelog: await readFile(join(root, 'CHANGELOG.md'), 'utf8').catch(() => ''),
  });
  if (refused) return refused;
  const { build } = await import('../build.mjs');
  const manifest = await build({ fresh: true, quiet: true });
  const problem = await manifestProblem(join(root, 'dist'), pkg);
  if (problem) return problem;
  await mkdir(join(root, 'release'), { recursive: true });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', 'release'], { cwd: root, encoding: 'utf8' }));
  const tarball = `release/storefront-islands-${pkg.version}.tgz`;
  if (join('release', packed.filename) !== tarball) await rename(join(root, 'release', packed.filename), join(root, tarball));
  git('tag', `v${pkg.version}`);
  const width = Math.max(...packed.files.map((file) => file.path.length));
  console.log(`${tarball}: ${pkg.version}+${manifest.build}, ${packed.files.length} files, ${packed.unpackedSize} bytes unpacked, ${packed.size} bytes packed; tagged v${pkg.version}`);
  for (const file of packed.files) console.log(`  ${file.path.padEnd(width)}  ${String(file.size).padStart(8)}`);
  return undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const refused = await release();
  if (refused) {
    console.error(`release refused: ${refused}`);
    process.exit(1);
  }
}
