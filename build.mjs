/**
 * Production build: islands/boot.ts → dist/boot.js (stable name, the one script tag), every other
 * chunk content-hashed under dist/chunks/, all of React in one vendor chunk of its own, dist/storefront.css,
 * dist/manifest.json, and a gzip size report on every build.
 */
import * as esbuild from 'esbuild';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('.', import.meta.url));

const shared = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['chrome111', 'firefox115', 'safari16.4'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
};
const PLACEHOLDER = 'island-chunk:';
/**
 * Boot's lazy imports that are not islands and need no React: built apart, each whole in one chunk,
 * since the islands' build brings React into every entry (see its inject).
 */
const REACT_FREE_ENTRIES = ['islands/runtime/explain-hook.ts'];

/**
 * Boot is bundled alone, so it is one request with no static imports: left to itself, esbuild's
 * splitting moves the few modules boot shares with islands (constants, CJS helpers) into tiny
 * chunks that every page would then fetch. Its dynamic imports of islands are kept as placeholders,
 * which become the islands' hashed chunk paths once those are built.
 */
async function buildBoot() {
  const islandEntries = new Set();
  const collectIslands = {
    name: 'collect-island-entries',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const resolved = await pluginBuild.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'resolving' });
        const entry = relative(root, resolved.path);
        islandEntries.add(entry);
        return { path: PLACEHOLDER + entry, external: true };
      });
    },
  };
  const result = await esbuild.build({ ...shared, entryPoints: ['islands/boot.ts'], write: false, outdir: 'dist', plugins: [collectIslands] });
  // Bundling minifies module by module, so each module's top-level declarations stay a statement of
  // their own (`var a=…;var b=…`, one per island schema). A second pass over the one file merges them:
  // about 20 B gzip of boot's 3 KB.
  const { code } = await esbuild.transform(result.outputFiles[0].text, { minify: true, format: 'esm', target: shared.target, legalComments: 'none' });
  return { code, islandEntries: [...islandEntries] };
}

/**
 * Boot holds one chunk path per island, and their content hashes are most of what gzip cannot squeeze
 * in its 3 KB. An island's entry chunk is loaded by boot alone, so its hash is cut to 5 characters:
 * 25 bits still tell one version of a chunk from the next. It is written in lower case (esbuild's
 * base32 is capitals and digits 2–7, so nothing is lost): gzip codes the lowercase letters that fill
 * boot's code shorter than capitals found nowhere else in it, 32 B gzip over boot's chunk paths.
 * Shared chunks keep esbuild's full names.
 */
const ENTRY_HASH_LENGTH = 5;

async function shortenEntryNames(outputs) {
  const imported = new Set(Object.values(outputs).flatMap((output) => output.imports.map((i) => i.path)));
  const renamed = {};
  for (const [file, output] of Object.entries(outputs)) {
    const short = output.entryPoint && !imported.has(file) ? file.replace(/-(\w+)\.js$/, (_, hash) => `-${hash.slice(0, ENTRY_HASH_LENGTH).toLowerCase()}.js`) : file;
    if (short !== file) await rename(join(root, file), join(root, short));
    renamed[short] = output;
  }
  return renamed;
}

/**
 * React's vendor chunk runs at every page's first island mount, and V8 compiles each of its functions
 * lazily, on the main thread, the first time it runs: about half of the chunk's evaluation task at 4×
 * CPU. V8's explicit compile hint (Chrome 136+; other engines read a comment) has the whole file
 * compiled on a background thread while it streams in. Island chunks keep lazy compilation: most of
 * their code runs only when a shopper touches them.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

async function hintEagerCompile(outputs) {
  for (const [file, output] of Object.entries(outputs)) {
    if (!Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/'))) continue;
    const path = join(root, file);
    await writeFile(path, COMPILE_HINT + (await readFile(path, 'utf8')));
  }
}

/**
 * The public events' types for theme scripts written in TypeScript (issue 29): shared/events/types.ts,
 * which imports nothing, as a declaration file beside boot.js. Its `declare global` types their
 * `addEventListener('storefront:…')` listeners.
 */
export const EVENT_TYPES_FILE = 'storefront-events.d.ts';

async function emitEventTypes(outdir) {
  const { default: ts } = await import('typescript');
  const source = await readFile(join(root, 'shared/events/types.ts'), 'utf8');
  const { outputText, diagnostics } = ts.transpileDeclaration(source, { fileName: 'types.ts', compilerOptions: { isolatedDeclarations: true } });
  if (diagnostics.length > 0) throw new Error(`shared/events/types.ts cannot be emitted as ${EVENT_TYPES_FILE}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, ' ')}`);
  await writeFile(join(outdir, EVENT_TYPES_FILE), outputText);
}

/** Builds into `outdir` and returns the manifest (also written as outdir/manifest.json). */
/** DIST_DIR lets parallel checkouts of work build side by side; the pages always load it from /dist/. */
const defaultOutdir = () => (process.env.DIST_DIR ? join(root, process.env.DIST_DIR) : join(root, 'dist'));

export async function build({ outdir = defaultOutdir(), quiet = false } = {}) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const boot = await buildBoot();
  // A chunk is named after its island's folder (islands/popup/Popup.tsx → popup-HASH.js), so QA and
  // integrators can tell chunks apart by the data-island name; runtime chunks by their file.
  const chunkName = (entry) => (/^islands\/(?!runtime\/)[^/]+\//.test(entry) ? basename(dirname(entry)) : basename(entry).replace(/\.tsx?$/, ''));
  const entryPoints = (entries) => Object.fromEntries(entries.map((entry) => [chunkName(entry), entry]));
  const reactFree = boot.islandEntries.filter((entry) => REACT_FREE_ENTRIES.includes(entry));
  const islands = await esbuild.build({
    ...shared,
    // Every island is drawn by React, so every entry imports the whole of it: splitting then keeps
    // react, react-dom and the JSX runtime in one vendor chunk, instead of one chunk per set of users.
    entryPoints: entryPoints(boot.islandEntries.filter((entry) => !reactFree.includes(entry))),
    inject: ['islands/runtime/vendor-react.ts'],
    outdir,
    splitting: true,
    entryNames: 'chunks/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
  });
  const helpers = await esbuild.build({ ...shared, entryPoints: entryPoints(reactFree), outdir, entryNames: 'chunks/[name]-[hash]' });
  await esbuild.build({ ...shared, entryPoints: { storefront: 'islands/storefront.css' }, outdir, metafile: false });
  await emitEventTypes(outdir);

  const outputs = await shortenEntryNames({ ...islands.metafile.outputs, ...helpers.metafile.outputs });
  await hintEagerCompile(outputs);
  const chunkOf = (entry) => Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
  let bootCode = boot.code;
  for (const entry of boot.islandEntries) bootCode = bootCode.replaceAll(PLACEHOLDER + entry, './' + relative(outdir, join(root, chunkOf(entry))));
  await writeFile(join(outdir, 'boot.js'), bootCode);

  const manifest = { chunks: [await describeChunk(outdir, 'boot.js', { entryPoint: 'islands/boot.ts', imports: [], inputs: {} })] };
  for (const [file, output] of Object.entries(outputs)) {
    if (file.endsWith('.js')) manifest.chunks.push(await describeChunk(outdir, relative(outdir, join(root, file)), output));
  }
  manifest.chunks.sort((a, b) => (a.file === 'boot.js' ? -1 : b.file === 'boot.js' ? 1 : a.file.localeCompare(b.file)));
  await writeFile(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (!quiet) printSizeReport(manifest);
  return manifest;
}

async function describeChunk(outdir, file, output) {
  const code = await readFile(join(outdir, file));
  return {
    file,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    entryPoint: output.entryPoint ?? null,
    imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => basename(i.path)),
    dynamicImports: output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => basename(i.path)),
    inputs: Object.keys(output.inputs),
  };
}

function printSizeReport(manifest) {
  const rows = manifest.chunks.map((c) => [c.file, String(c.bytes), String(c.gzip)]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['chunk', 'bytes', 'gzip'][i].length));
  const line = (r) => `${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padStart(widths[2])}`;
  console.log(line(['chunk', 'bytes', 'gzip']));
  for (const r of rows) console.log(line(r));
  const total = manifest.chunks.reduce((sum, c) => sum + c.gzip, 0);
  console.log(`${manifest.chunks.length} chunks, ${total} bytes gzip in all`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await build();
}
