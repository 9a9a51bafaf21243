/**
 * Releases for the deploy journeys: real builds of the project's sources, each as a release of its own
 * (its version, and a changed quantity island, as a release with a fix to one island would have), built
 * one after another into one dist, as a shop's deploys install them over the live one. They are built
 * from one copy of the sources, as a shop's releases are built from one checkout: esbuild's chunk names
 * depend on where the sources are, not only on what they say.
 */
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What build.mjs returns: the release's manifest. */
export interface Manifest {
  version: string;
  build: string;
  files: { file: string }[];
  chunks: { file: string; entryPoint: string | null }[];
}

type Build = (options: { outdir: string; quiet: boolean }) => Promise<Manifest>;

/** The island each release changes, and so the chunk a page of an earlier release must still find. */
export const CHANGED_ISLAND = 'islands/quantity/Quantity.tsx';

let sources: { copy: string; build: Build } | undefined;

async function copyOfSources(): Promise<{ copy: string; build: Build }> {
  if (sources) return sources;
  const copy = mkdtempSync(join(tmpdir(), 'sf-release-sources-'));
  for (const path of ['islands', 'shared', 'tools', 'build.mjs', 'package.json', 'package-lock.json', 'tsconfig.json']) cpSync(join(root, path), join(copy, path), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const { build } = (await import(pathToFileURL(join(copy, 'build.mjs')).href)) as { build: Build };
  return (sources = { copy, build });
}

/** Builds the sources as release `version` into `dist`, over what it holds; returns its manifest. */
export async function buildRelease(dist: string, version: string): Promise<Manifest> {
  const { copy, build } = await copyOfSources();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(copy, 'package.json'), JSON.stringify({ ...pkg, version }));
  writeFileSync(join(copy, CHANGED_ISLAND), `${readFileSync(join(root, CHANGED_ISLAND), 'utf8')}\nexport const release = ${JSON.stringify(version)};\n`);
  return build({ outdir: dist, quiet: true });
}

/** The chunk file of `entry` in a release. */
export const chunkOf = (manifest: Manifest, entry: string): string => manifest.chunks.find((chunk) => chunk.entryPoint === entry)!.file;
