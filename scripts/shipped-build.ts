import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, releaseOf } from '../build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export type Manifest = Awaited<ReturnType<typeof build>>;

/**
 * The production build that tests of the shipped code read (sizes, syntax, source maps, Trusted
 * Types), made once per state of the sources: in a temp folder named by the build id, which changes
 * with anything the build reads, so test files running in workers of their own share one build.
 * Tests read it and never write into it.
 */
export async function shippedBuild(): Promise<{ dir: string; manifest: Manifest }> {
  const { build: id } = await releaseOf();
  const dir = join(tmpdir(), `storefront-build-${id}`);
  if (!existsSync(join(dir, 'manifest.json'))) {
    const staging = mkdtempSync(join(tmpdir(), 'storefront-building-'));
    await build({ outdir: staging, quiet: true, fresh: true });
    try {
      renameSync(staging, dir);
    } catch {
      // Another worker built the same sources meanwhile: its build is this one.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return { dir, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest };
}

/** A source named by the map of the shipped `file`, as a path from the project root: maps name theirs as if they were in the project's dist/. */
export const projectPathOf = (file: string, source: string): string => relative(root, resolve(root, 'dist', dirname(file), source)).replaceAll('\\', '/');

/** Every source the map of the shipped `file` names, as paths from the project root. */
export function sourcesOf(dir: string, file: string): string[] {
  const { sources } = JSON.parse(readFileSync(join(dir, file + '.map'), 'utf8')) as { sources: string[] };
  return sources.map((source) => projectPathOf(file, source));
}
