import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, FALLBACK_FILE } from '../build.mjs';
import { shippedBuild, type Manifest } from './shipped-build';
import { registry } from '../islands/registry';
import { ACTIONS_BUDGET_GZIP, BOOT_BUDGET_GZIP, ISLAND_BUDGETS_GZIP, REACT_ROOT_BUDGET_GZIP, REACT_VENDOR_BUDGET_GZIP, SHARED_CHUNK_BUDGET_GZIP, SPECULATION_BUDGET_GZIP } from './budgets';

type Chunk = Manifest['chunks'][number];

let manifest: Manifest;
let outdir: string;
const byFile = (file: string) => manifest.chunks.find((c: Chunk) => c.file.endsWith(file))!;
const isReact = (input: string) => /node_modules\/(react|react-dom|scheduler)\//.test(input);

/** One island in boot's registry as terser writes it: its name, its wake strategy and its chunk's import. */
const BOOT_ENTRY = /"?([\w-]+)"?:\{wake:"(\w+)",load:\(\)=>import\("\.\/chunks\/([\w-]+)-[a-z0-9]{5}\.js"\)\}/g;
const BOOT_REGISTRY = new RegExp(`\\{(?:${BOOT_ENTRY.source},?)+\\}`);
const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

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

  it("holds of each island only its name, its wake strategy and its chunk's import: the schema of its attributes comes with the chunk", () => {
    const registryInBoot = readFileSync(join(outdir, 'boot.js'), 'utf8').match(BOOT_REGISTRY)![0];
    const entries = [...registryInBoot.matchAll(BOOT_ENTRY)].map(([, name, wake, chunk]) => ({ name, wake, chunk }));
    expect(entries).toEqual(Object.entries(registry).map(([name, { wake }]) => ({ name, wake, chunk: name })));
  });

  // The room the islands of the next issues need under the 3 KB (issue 37): one more island, of any
  // strategy, costs boot about its name twice (the key and the chunk's name), gzip's reference to the
  // run it shares with every other entry, and the 5 characters of the chunk's hash.
  it('costs boot, for one more island, no more gzip than its name, wake strategy and chunk hash, and 8 bytes', () => {
    const boot = readFileSync(join(outdir, 'boot.js'), 'utf8');
    const registryInBoot = boot.match(BOOT_REGISTRY)!;
    const end = registryInBoot.index! + registryInBoot[0].length - 1;
    for (const [name, wake] of [['size-chart', 'interaction'], ['store-map', 'visible'], ['recently-viewed-products', 'idle'], ['x', 'load']] as const) {
      const entry = `,"${name}":{wake:"${wake}",load:()=>import("./chunks/${name}-k3x9q.js")}`;
      const cost = gzipBytes(boot.slice(0, end) + entry + boot.slice(end)) - gzipBytes(boot);
      expect(cost, name).toBeLessThanOrEqual(name.length + wake.length + 5 + 8);
    }
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

  it(`fetches the next pages ahead from a chunk of its own, with no React and no imports, within ${SPECULATION_BUDGET_GZIP} bytes gzip`, () => {
    const speculation = manifest.chunks.filter((c: Chunk) => /^chunks\/speculation-[a-z0-9]{5}\.js$/.test(c.file));
    expect(speculation).toHaveLength(1);
    expect(speculation[0]!.imports).toEqual([]);
    expect(speculation[0]!.inputs.filter(isReact)).toEqual([]);
    expect(speculation[0]!.gzip).toBeLessThanOrEqual(SPECULATION_BUDGET_GZIP);
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
