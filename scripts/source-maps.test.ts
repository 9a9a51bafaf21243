/**
 * Every shipped script comes with a source map that leads a stack trace from the field back to the
 * project's sources (docs/deploy.md, "Source maps"). Maps are not named from the scripts: error
 * trackers and DevTools are given them, shoppers do not download a comment per chunk.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectPathOf, shippedBuild, sourcesOf, type Manifest } from './shipped-build';

const root = fileURLToPath(new URL('..', import.meta.url));
let manifest: Manifest;
let dir: string;

beforeAll(async () => {
  ({ dir, manifest } = await shippedBuild());
}, 60_000);

const mapOf = (file: string) => new TraceMap(readFileSync(join(dir, file + '.map'), 'utf8'));

/** Where the first occurrence of `text` in the built `file` comes from: the source, relative to the project, and its line. */
function origin(file: string, text: string): { source: string; line: string } {
  const code = readFileSync(join(dir, file), 'utf8');
  const at = code.indexOf(text);
  expect(at, `${text} in ${file}`).toBeGreaterThanOrEqual(0);
  const lines = code.slice(0, at).split('\n');
  const found = originalPositionFor(mapOf(file), { line: lines.length, column: lines.at(-1)!.length });
  expect(found.source, `a source for ${text} in ${file}`).not.toBeNull();
  const source = projectPathOf(file, found.source!);
  return { source, line: readFileSync(join(root, source), 'utf8').split('\n')[found.line! - 1]! };
}

const chunkOf = (input: string) => manifest.chunks.find((chunk) => chunk.entryPoint === input || chunk.inputs.includes(input))!.file;

describe('source maps', () => {
  it('come with every script, carry every source they name, name the project\'s as they are in it, and are named by no script', () => {
    for (const { file } of manifest.chunks) {
      expect(manifest.files.map((f) => f.file)).toContain(file + '.map');
      const map = JSON.parse(readFileSync(join(dir, file + '.map'), 'utf8')) as { sourcesContent: (string | null)[] };
      expect(map.sourcesContent.filter((content) => content === null), file).toEqual([]);
      // A library's own map may name sources it does not ship (ky's TypeScript); the map carries their text.
      const ours = sourcesOf(dir, file).filter((source) => /^(islands|shared)\//.test(source));
      for (const source of ours) expect(existsSync(join(root, source)), `${file}: ${source}`).toBe(true);
      expect(readFileSync(join(dir, file), 'utf8')).not.toContain('sourceMappingURL');
    }
  });

  it("lead a position in boot.js, past terser's pass, back to its line in islands/runtime", () => {
    expect(origin('boot.js', 'could not start; the server markup stays')).toEqual({ source: 'islands/runtime/hooks.ts', line: expect.stringContaining("'could not start; the server markup stays'") });
  });

  it('lead a position in an island chunk back to its island, and in a shared chunk back to shared/', () => {
    expect(origin(chunkOf('islands/runtime/boot-fallback.ts'), 'this page is older than')).toMatchObject({ source: 'islands/runtime/boot-fallback.ts' });
    expect(origin(chunkOf('islands/gallery/Gallery.tsx'), 'skipped variant images whose names')).toEqual({ source: 'islands/gallery/use-shown-images.ts', line: expect.stringContaining('skipped variant images whose names') });
    expect(origin(chunkOf('shared/api/client.ts'), 'no answer from')).toEqual({ source: 'shared/api/client.ts', line: expect.stringContaining('no answer from') });
  });

  it("lead a position in React's vendor chunk to React's sources, below the compile hint's extra line", () => {
    expect(origin(chunkOf('node_modules/react-dom/client.js'), 'react.transitional.element').source).toMatch(/^node_modules\/react(-dom)?\/cjs\//);
  });
});
