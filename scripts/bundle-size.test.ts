import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, FALLBACK_FILE } from '../build.mjs';
import { shippedBuild, type Manifest } from './shipped-build';
import { registry } from '../islands/registry';
import { ACTIONS_BUDGET_GZIP, BOOT_BUDGET_GZIP, ISLAND_BUDGETS_GZIP, REACT_ROOT_BUDGET_GZIP, REACT_VENDOR_BUDGET_GZIP, SHARED_CHUNK_BUDGET_GZIP } from './budgets';

type Chunk = Manifest['chunks'][number];

let manifest: Manifest;
let outdir: string;
const byFile = (file: string) => manifest.chunks.find((c: Chunk) => c.file.endsWith(file))!;
const isReact = (input: string) => /node_modules\/(react|react-dom|scheduler)\//.test(input);

/** Every chunk boot loads before any island wakes: itself and its static imports, transitively. */
function staticGraph(start: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>([[start.file, start]]);
  const queue = [start];
  while (queue.length) {
    for (const name of queue.pop()!.imports) {
      const chunk = byFile(name);
      if (!seen.has(chunk.file)) seen.set(chunk.file, chunk), queue.push(chunk);
    }
  }
  return [...seen.values()];
}

beforeAll(async () => {
  ({ dir: outdir, manifest } = await shippedBuild());
}, 60_000);

describe('production bundle', () => {
  it(`keeps boot.js within ${BOOT_BUDGET_GZIP} bytes gzip`, () => {
    expect(byFile('boot.js').gzip).toBeLessThanOrEqual(BOOT_BUDGET_GZIP);
  });

  it(`keeps the chunk of window.storefront's actions within ${ACTIONS_BUDGET_GZIP} bytes gzip`, () => {
    const actions = manifest.chunks.filter((c: Chunk) => /^chunks\/storefront-actions-[a-z0-9]{5}\.js$/.test(c.file));
    expect(actions).toHaveLength(1);
    expect(actions[0]!.gzip).toBeLessThanOrEqual(ACTIONS_BUDGET_GZIP);
  });

  it("keeps React out of boot's whole static chunk graph", () => {
    const graph = staticGraph(byFile('boot.js'));
    expect(graph.flatMap((c) => c.inputs).filter(isReact)).toEqual([]);
  });

  it('explains a hook left inert from a chunk of its own with no React and no imports: a typo must not cost React', () => {
    const explain = manifest.chunks.find((c: Chunk) => c.file.startsWith('chunks/explain-hook-'))!;
    expect(explain.imports).toEqual([]);
    expect(explain.inputs.filter(isReact)).toEqual([]);
  });

  it('puts React in a vendor chunk of its own, which no island duplicates', () => {
    const withReact = manifest.chunks.filter((c: Chunk) => c.inputs.some(isReact));
    expect(withReact).toHaveLength(1);
    expect(withReact[0]!.inputs.filter((input) => !isReact(input))).toEqual(['islands/runtime/vendor-react.ts']);
    expect(withReact[0]!.gzip).toBeLessThanOrEqual(REACT_VENDOR_BUDGET_GZIP);
  });

  it("asks V8 to compile the vendor chunk, and only it, while it streams in, not lazily on React's first run", () => {
    const hinted = manifest.chunks.filter((c: Chunk) => readFileSync(join(outdir, c.file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(hinted.map((c: Chunk) => c.inputs.some(isReact))).toEqual([true]);
  });

  it('content-hashes every chunk but boot and its fallback, and names each entry chunk after its island or runtime file', () => {
    for (const chunk of manifest.chunks.filter((c: Chunk) => c.file !== 'boot.js' && c.file !== FALLBACK_FILE)) {
      // Entry chunks, which boot names, carry 5 characters of the hash in lower case; shared ones esbuild's 8.
      expect(chunk.file).toMatch(/^chunks\/[\w-]+-([a-z0-9]{5}|[A-Z0-9]{8})\.js$/);
    }
  });

  it('gives every island a budget of its own and keeps its chunk within it', () => {
    expect(Object.keys(ISLAND_BUDGETS_GZIP).sort()).toEqual(Object.keys(registry).sort());
    for (const [island, budget] of Object.entries(ISLAND_BUDGETS_GZIP)) {
      const chunks = manifest.chunks.filter((c: Chunk) => new RegExp(`^chunks/${island}-[a-z0-9]{5}\\.js$`).test(c.file));
      expect(chunks, island).toHaveLength(1);
      expect(chunks[0]!.gzip, island).toBeLessThanOrEqual(budget);
    }
  });

  it('renames no chunk for a new version, nor for a build written elsewhere: only boot and its fallback carry the version, so a deploy costs a returning shopper no chunk unchanged', async () => {
    const other = mkdtempSync(join(tmpdir(), 'sf-version-'));
    const next = await build({ outdir: other, quiet: true, fresh: true, version: '99.0.0-test' });
    const differ = (file: string) => readFileSync(join(outdir, file), 'utf8') !== readFileSync(join(other, file), 'utf8');
    expect(next.chunks.map((c: Chunk) => c.file)).toEqual(manifest.chunks.map((c: Chunk) => c.file));
    expect(next.chunks.map((c: Chunk) => c.file).filter(differ)).toEqual(['boot.js', FALLBACK_FILE]);
  }, 60_000);

  it("leaves boot's wake code out of the React mount code: its first-paint watch would run twice", () => {
    expect(manifest.chunks.find((c: Chunk) => c.file.startsWith('chunks/react-root-'))!.inputs).not.toContain('islands/runtime/wake.ts');
  });

  it('keeps the React mount code and every shared chunk within their budgets', () => {
    expect(manifest.chunks.find((c: Chunk) => c.file.startsWith('chunks/react-root-'))!.gzip).toBeLessThanOrEqual(REACT_ROOT_BUDGET_GZIP);
    for (const chunk of manifest.chunks.filter((c: Chunk) => c.file.startsWith('chunks/chunk-') && !c.inputs.some(isReact))) {
      expect(chunk.gzip, chunk.file).toBeLessThanOrEqual(SHARED_CHUNK_BUDGET_GZIP);
    }
  });
});
