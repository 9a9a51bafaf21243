/**
 * Production build: islands/boot.ts → dist/boot.js (stable name, the one script tag), every other
 * chunk content-hashed under dist/chunks/, all of React in one vendor chunk of its own, a source map
 * per script, dist/boot-fallback.js, dist/storefront.css, the event types, and the release's
 * manifest (dist/manifest.json, copied to dist/releases/), with a gzip size report on every build.
 *
 * A build goes over the dist/ it finds rather than wiping it: a page opened before it, whose islands
 * wake after it, still finds the chunks it was built with (docs/deploy.md). Chunks no longer named by
 * the last KEEP_RELEASES releases are pruned (tools/prune.mjs).
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { KEEP_RELEASES, prune } from './tools/prune.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Where esbuild is told it writes, whatever the real outdir: a chunk's hash covers its map, whose
 * sources are relative to the chunk, so a build written elsewhere (a temporary folder, DIST_DIR)
 * would name every chunk differently from the same code built in dist/. Built in memory as if here,
 * the files are then written where asked (`emit`), and a map names its sources as from dist/.
 */
const PLACE = join(root, 'dist');

/** A file of esbuild's metafile (relative to the project) as a path in the release: `chunks/x.js`. */
const inRelease = (file) => relative(PLACE, join(root, file));

/** Writes a build's files, made for PLACE, under outdir at the same relative paths. */
async function emit(result, outdir) {
  await Promise.all(result.outputFiles.map(async (file) => {
    const path = join(outdir, relative(PLACE, file.path));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.contents);
  }));
  return result;
}

/** The browsers the shipped code is written for (README, "Browsers"): esbuild lowers any newer syntax. */
export const BROWSER_TARGETS = ['chrome111', 'firefox115', 'safari16.4'];

const shared = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  minify: true,
  target: BROWSER_TARGETS,
  jsx: 'automatic',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Module scripts are always read as UTF-8, so Polish words go out as they are, not as \u escapes.
  charset: 'utf8',
};

/**
 * Boot's lazy imports that are not islands and need no React: built apart, each whole in one chunk,
 * since the islands' build brings React into every entry (see its inject).
 */
const REACT_FREE_ENTRIES = ['islands/runtime/explain-hook.ts', 'islands/runtime/speculation.ts', 'islands/runtime/freshness.ts'];

/**
 * What boot loads when it cannot go on: a chunk that is gone, a browser too old. It is the installed
 * release's, never a page's own (a stable name, revalidated like boot.js), so it can tell a page
 * built by an older release from a chunk that failed to arrive; and it is built for browsers older
 * than the targets, which must still be able to run it to say they are too old.
 */
const FALLBACK_ENTRY = 'islands/runtime/boot-fallback.ts';
export const FALLBACK_FILE = 'boot-fallback.js';
const FALLBACK_TARGETS = ['chrome64', 'firefox67', 'safari11.1'];

/**
 * The release a build belongs to: package.json's version, and a build id drawn from everything the
 * build reads (sources, the lock file, this file), so the same code always gets the same id and any
 * change a new one. Computed before building, since boot and the reports carry it.
 */
export async function releaseOf(version) {
  version ??= JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version;
  const hash = createHash('sha256').update(version);
  const sources = (folder) => readdir(join(root, folder), { recursive: true }).then((files) => files.filter((f) => /\.(tsx?|css|json)$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => join(folder, f)));
  const files = [...(await sources('islands')), ...(await sources('shared')), 'package-lock.json', 'build.mjs'].sort();
  for (const file of files) hash.update(file).update(await readFile(join(root, file)));
  return { version, build: hash.digest('hex').slice(0, 8) };
}

/**
 * Boot's lazy imports, each left out of its bundle as `pathFor` writes it, given the entry it names
 * (relative to the project) and the import's own text.
 */
const bootImportsAs = (pathFor) => ({
  name: 'boot-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
      const resolved = await pluginBuild.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'resolving' });
      return { path: pathFor(relative(root, resolved.path), args.path), external: true };
    });
  },
});

/**
 * Every entry boot imports lazily, sorted: esbuild resolves boot's imports in parallel, so they reach
 * the plugin in an order that varies from build to build, and the shared chunks esbuild splits from
 * the entries (their names, and the order of the imports in each chunk) follow the entries' order.
 * Taken as they came, a build of unchanged sources could rename chunks: a returning shopper's cache lost.
 */
async function bootImports() {
  const entries = new Set();
  const collect = bootImportsAs((entry, path) => (entries.add(entry), path));
  await esbuild.build({ ...shared, entryPoints: ['islands/boot.ts'], write: false, outdir: 'dist', metafile: false, plugins: [collect] });
  return [...entries].sort();
}

/**
 * Boot is bundled alone, so it is one request with no static imports: left to itself, esbuild's
 * splitting moves the few modules boot shares with islands (constants, CJS helpers) into tiny
 * chunks that every page would then fetch. Its lazy imports are written as the paths of the chunks
 * built for them, relative to boot.js itself, so the same dist works wherever it is served from.
 */
async function buildBoot(outdir, pathOf, define) {
  const toChunks = bootImportsAs((entry) => './' + pathOf(entry));
  const bundled = await esbuild.build({ ...shared, define, entryPoints: ['islands/boot.ts'], write: false, outdir: PLACE, metafile: false, sourcemap: 'external', plugins: [toChunks] });
  const text = (ending) => bundled.outputFiles.find((file) => file.path.endsWith(ending)).text;
  // Bundling minifies module by module; terser then compresses the one file as a whole, in several
  // passes (declarations merged, functions used once inlined): about 150 B gzip of boot's 3 KB,
  // what the release, the kept reports and the fallbacks cost it. Its map follows esbuild's back to
  // the sources. Boot names no map (the comment would cost bytes boot has not got): the map is served
  // beside it, and docs/deploy.md says how a shop points its tools at it.
  const { minify } = await import('terser');
  const { code, map } = await minify(text('.js'), { module: true, ecma: 2022, compress: { passes: 3, unsafe_arrows: true }, sourceMap: { content: text('.js.map'), filename: 'boot.js' } });
  await writeFile(join(outdir, 'boot.js'), code);
  await writeFile(join(outdir, 'boot.js.map'), map);
}

/**
 * Boot holds one chunk path per island, and their content hashes are most of what gzip cannot squeeze
 * in its 3 KB. An island's entry chunk is loaded by boot alone, so its hash is cut to 5 characters:
 * 25 bits still tell one version of a chunk from the next. It is written in lower case (esbuild's
 * base32 is capitals and digits 2–7, so nothing is lost): gzip codes the lowercase letters that fill
 * boot's code shorter than capitals found nowhere else in it, 32 B gzip over boot's chunk paths.
 * Shared chunks keep esbuild's full names. The chunk's map follows it.
 */
const ENTRY_HASH_LENGTH = 5;

async function shortenEntryNames(outputs, outdir) {
  const imported = new Set(Object.values(outputs).flatMap((output) => output.imports.map((i) => i.path)));
  const renamed = {};
  for (const [file, output] of Object.entries(outputs)) {
    const short = output.entryPoint && !imported.has(file) ? file.replace(/-(\w+)\.js$/, (_, hash) => `-${hash.slice(0, ENTRY_HASH_LENGTH).toLowerCase()}.js`) : file;
    if (short !== file && file.endsWith('.js')) {
      const [from, to] = [file, short].map((f) => join(outdir, inRelease(f)));
      await rename(from, to);
      const map = JSON.parse(await readFile(from + '.map', 'utf8'));
      await writeFile(to + '.map', JSON.stringify({ ...map, file: basename(short) }));
      await rm(from + '.map');
    }
    renamed[short] = output;
  }
  return renamed;
}

/**
 * React's vendor chunk runs at every page's first island mount, and V8 compiles each of its functions
 * lazily, on the main thread, the first time it runs: about half of the chunk's evaluation task at 4×
 * CPU. V8's explicit compile hint (Chrome 136+; other engines read a comment) has the whole file
 * compiled on a background thread while it streams in. Island chunks keep lazy compilation: most of
 * their code runs only when a shopper touches them. The hint is a line of its own, so the chunk's map
 * starts one line later.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

async function hintEagerCompile(outputs, outdir) {
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/'))) continue;
    const path = join(outdir, inRelease(file));
    await writeFile(path, COMPILE_HINT + (await readFile(path, 'utf8')));
    const map = JSON.parse(await readFile(path + '.map', 'utf8'));
    await writeFile(path + '.map', JSON.stringify({ ...map, mappings: ';' + map.mappings }));
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

/**
 * The translators' file (issue 38): every message key with its Polish default, as a page's
 * `data-storefront-messages` override takes it (docs/messages.md).
 */
export const MESSAGES_FILE = 'storefront-messages.json';

async function emitMessages(outdir) {
  const { outputFiles } = await esbuild.build({ entryPoints: [join(root, 'shared/messages/catalogue.ts')], bundle: true, format: 'esm', write: false });
  const { catalogue } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
  await writeFile(join(outdir, MESSAGES_FILE), JSON.stringify(catalogue, null, 2) + '\n');
}

/** DIST_DIR (relative to the project, or absolute) lets parallel checkouts build side by side; the fixture serves the same folder. */
const defaultOutdir = () => resolve(root, process.env.DIST_DIR ?? 'dist');

/**
 * Builds into `outdir` and returns the manifest (also written as outdir/manifest.json and
 * outdir/releases/<version>+<build>.json). `fresh` empties outdir first (a release's own files only);
 * otherwise the earlier releases' chunks stay, but for those pruned past the last `keep` releases.
 * `version` stands in for package.json's (a test of what a new version changes).
 * @param {{ outdir?: string, quiet?: boolean, fresh?: boolean, keep?: number, version?: string }} [options]
 */
export async function build({ outdir = defaultOutdir(), quiet = false, fresh = false, keep = KEEP_RELEASES, version } = {}) {
  if (fresh) await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const release = await releaseOf(version);
  const define = { 'process.env.NODE_ENV': '"production"', STOREFRONT_VERSION: JSON.stringify(release.version), STOREFRONT_BUILD: JSON.stringify(release.build) };
  const imports = await bootImports();
  // A chunk is named after its island's folder (islands/popup/Popup.tsx → popup-HASH.js), so QA and
  // integrators can tell chunks apart by the data-island name; runtime chunks by their file.
  const chunkName = (entry) => (/^islands\/(?!runtime\/)[^/]+\//.test(entry) ? basename(dirname(entry)) : basename(entry).replace(/\.tsx?$/, ''));
  const entryPoints = (entries) => Object.fromEntries(entries.map((entry) => [chunkName(entry), entry]));
  const chunkEntries = imports.filter((entry) => entry !== FALLBACK_ENTRY);
  const reactFree = chunkEntries.filter((entry) => REACT_FREE_ENTRIES.includes(entry));
  const hashed = { outdir: PLACE, write: false, entryNames: 'chunks/[name]-[hash]', chunkNames: 'chunks/[name]-[hash]', sourcemap: 'external', define };
  const islands = await emit(await esbuild.build({
    ...shared,
    ...hashed,
    // Every island is drawn by React, so every entry imports the whole of it: splitting then keeps
    // react, react-dom and the JSX runtime in one vendor chunk, instead of one chunk per set of users.
    // Chunks import each other by relative paths (no publicPath), so a dist served from a sub-path or
    // another origin works as it is.
    entryPoints: entryPoints(chunkEntries.filter((entry) => !reactFree.includes(entry))),
    inject: ['islands/runtime/vendor-react.ts'],
    splitting: true,
  }), outdir);
  const helpers = await emit(await esbuild.build({ ...shared, ...hashed, entryPoints: entryPoints(reactFree) }), outdir);
  const browsers = BROWSER_TARGETS.map((target) => target.replace(/^([a-z])([a-z]+)(\d)/, (_, first, rest, digit) => `${first.toUpperCase()}${rest} ${digit}`)).join(', ');
  const fallback = await emit(await esbuild.build({ ...shared, define: { ...define, STOREFRONT_BROWSERS: JSON.stringify(browsers) }, target: FALLBACK_TARGETS, entryPoints: [FALLBACK_ENTRY], outfile: join(PLACE, FALLBACK_FILE), write: false, sourcemap: 'external' }), outdir);
  // A stylesheet is read in whatever charset the server names: ASCII, with escapes, reads right under any.
  await emit(await esbuild.build({ ...shared, charset: 'ascii', entryPoints: { storefront: 'islands/storefront.css' }, outdir: PLACE, write: false, metafile: false }), outdir);
  await emitEventTypes(outdir);
  await emitMessages(outdir);

  const outputs = await shortenEntryNames({ ...islands.metafile.outputs, ...helpers.metafile.outputs }, outdir);
  await hintEagerCompile(outputs, outdir);
  const chunkOf = (entry) => inRelease(Object.keys(outputs).find((file) => outputs[file].entryPoint === entry));
  await buildBoot(outdir, (entry) => (entry === FALLBACK_ENTRY ? FALLBACK_FILE : chunkOf(entry)), define);

  const scripts = [
    await describeChunk(outdir, 'boot.js', { entryPoint: 'islands/boot.ts', imports: [], inputs: {} }),
    ...(await Promise.all(Object.entries({ ...outputs, ...fallback.metafile.outputs }).filter(([file]) => file.endsWith('.js')).map(([file, output]) => describeChunk(outdir, inRelease(file), output)))),
  ].sort((a, b) => (a.file === 'boot.js' ? -1 : b.file === 'boot.js' ? 1 : a.file.localeCompare(b.file)));
  const files = [...scripts.flatMap((c) => [c.file, c.file + '.map']), 'storefront.css', EVENT_TYPES_FILE, MESSAGES_FILE].sort();
  const manifest = {
    name: 'storefront-islands',
    ...release,
    builtAt: new Date().toISOString(),
    files: await Promise.all(files.map((file) => describeFile(outdir, file))),
    chunks: scripts,
  };
  const text = JSON.stringify(manifest, null, 2) + '\n';
  await mkdir(join(outdir, 'releases'), { recursive: true });
  await writeFile(join(outdir, 'releases', releaseFileName(release)), text);
  await writeFile(join(outdir, 'manifest.json'), text);
  await prune(outdir, { keep });
  if (!quiet) printSizeReport(manifest);
  return manifest;
}

/** Where a release's manifest is kept among the installed ones: `releases/1.0.0+0123abcdef.json`. */
export const releaseFileName = ({ version, build }) => `${version}+${build}.json`;

/** A file of the release with its size and its Subresource Integrity hash. */
async function describeFile(outdir, file) {
  const content = await readFile(join(outdir, file));
  return { file, bytes: content.length, integrity: 'sha384-' + createHash('sha384').update(content).digest('base64') };
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
  console.log(`${manifest.chunks.length} chunks, ${total} bytes gzip in all; release ${manifest.version}+${manifest.build}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await build();
}
