#!/usr/bin/env node
/**
 * Prunes a storefront dist/ to the chunks of its last releases (docs/deploy.md, "Pruning"). Every
 * release installed over the dist left its manifest in dist/releases/; the current one is
 * dist/manifest.json. This keeps the current release and the newest others up to `keep` in all, and
 * deletes the files only releases past them named. Files no release names are left alone: they are
 * not this tool's to judge. Needs Node 18 or later and nothing else, so it runs on the shop's server.
 *
 *   node tools/prune.mjs <dist> [--keep N]      (N: 3 when omitted, at least 1)
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A page stays open for hours (a tab left overnight), and its islands wake when the shopper returns:
 * it needs its own release's chunks. Three releases cover a day of several deploys.
 */
export const KEEP_RELEASES = 3;

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const named = (release) => `${release.version}+${release.build}`;

/** Returns what it kept (releases) and removed (files, relative to `dist`). */
export async function prune(dist, { keep = KEEP_RELEASES } = {}) {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of releases, at least 1 (got ${keep})`);
  const current = await readJson(join(dist, 'manifest.json')).catch((error) => {
    throw new Error(`${join(dist, 'manifest.json')} cannot be read (${error.message}): is ${dist} a storefront dist?`);
  });
  const files = (await readdir(join(dist, 'releases')).catch(() => [])).filter((file) => file.endsWith('.json'));
  const releases = await Promise.all(files.map(async (file) => ({ file, manifest: await readJson(join(dist, 'releases', file)) })));
  const others = releases.filter(({ manifest }) => manifest.build !== current.build).sort((a, b) => String(b.manifest.builtAt).localeCompare(String(a.manifest.builtAt)));
  const dropped = others.slice(keep - 1);
  const kept = [current, ...others.slice(0, keep - 1).map(({ manifest }) => manifest)];
  const stillNamed = new Set(kept.flatMap((manifest) => manifest.files.map(({ file }) => file)));
  const removed = [...new Set(dropped.flatMap(({ manifest }) => manifest.files.map(({ file }) => file)))].filter((file) => file.startsWith('chunks/') && !stillNamed.has(file));
  for (const file of removed) await rm(join(dist, file), { force: true });
  for (const { file } of dropped) await rm(join(dist, 'releases', file), { force: true });
  return { kept: kept.map(named), removed: removed.sort() };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dist, flag, count] = process.argv.slice(2);
  if (!dist || (flag !== undefined && (flag !== '--keep' || count === undefined))) {
    console.error('usage: node tools/prune.mjs <dist> [--keep N]');
    process.exit(2);
  }
  try {
    const { kept, removed } = await prune(dist, { keep: flag ? Number(count) : KEEP_RELEASES });
    console.log(`kept releases ${kept.join(', ')}; removed ${removed.length} file(s)${removed.length ? ': ' + removed.join(', ') : ''}`);
  } catch (error) {
    console.error(`prune: ${error.message}`);
    process.exit(1);
  }
}
