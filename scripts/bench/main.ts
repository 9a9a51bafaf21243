/**
 * `npm run bench`: builds the production bundle into its own folder, starts the fixture shop in this
 * process, and measures every page type with our script and with JavaScript disabled, side by side:
 * JS bytes, Lighthouse, React's load cost, input-to-next-paint, scale, soak, and the next page with and
 * without fetching ahead. Writes bench/results.json and bench/results.md and prints the tables. Knobs (env):
 * BENCH_ONLY=bytes,lighthouse,react,inp,scale,soak,navigation; BENCH_LH_RUNS (3), BENCH_INP_RUNS (5, also
 * the runs of `react`, at the same CPU throttling), BENCH_SCALE_RUNS (5), BENCH_NAV_RUNS (5, at the same
 * CPU throttling); BENCH_PORT (a free one when unset); DIST_DIR (relative to the repository, or absolute).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The fixture shop reads DIST_DIR when it is imported: set it first, so it serves this build.
process.env.DIST_DIR ??= '.tmp/dist-bench';

const root = fileURLToPath(new URL('../../', import.meta.url));
const benchDir = `${root}bench`;
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const RUNS = { lighthouse: count('BENCH_LH_RUNS', 3), inp: count('BENCH_INP_RUNS', 5), scale: count('BENCH_SCALE_RUNS', 5), navigation: count('BENCH_NAV_RUNS', 5) };
const CPU_THROTTLING = 4;
const sections = new Set((process.env.BENCH_ONLY ?? 'bytes,lighthouse,react,inp,scale,soak,navigation').split(',').map((s) => s.trim()));

const { build } = await import('../../build.mjs');
const { startServer } = await import('../../fixtures/server');
const { launchBrowser } = await import('./browser');
const { BENCH_INTERACTIONS } = await import('./interactions');
const { measureInteraction } = await import('./inp');
const { measureJsBytes, reactVendorChunk } = await import('./js-bytes');
const { launchLighthouseBrowser, measureLighthouse } = await import('./lighthouse-runner');
const { BENCH_PAGES, visitorWithCart } = await import('./pages');
const { renderMarkdown } = await import('./report-md');
const { measureNavigation } = await import('./navigation');
const { measureScale, SCALE_CARDS } = await import('./scale');
const { measureSoak, SOAK_CHECKPOINTS } = await import('./soak');
const { measureReactCost } = await import('./vendor-eval');
type Results = import('./types').BenchResults;

const started = Date.now();
const log = (message: string) => console.error(`bench ${Math.round((Date.now() - started) / 1000)} s: ${message}`);

await build({ outdir: resolve(root, process.env.DIST_DIR), quiet: true });
const server = await startServer(Number(process.env.BENCH_PORT ?? 0));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const shop = { base, cartVisitor: await visitorWithCart(base) };
log(`fixture shop on ${base}, serving ${process.env.DIST_DIR}`);

const lighthouseVersion = (JSON.parse(await readFile(`${root}node_modules/lighthouse/package.json`, 'utf8')) as { version: string }).version;
const results: Results = {
  meta: {
    date: new Date().toISOString(),
    chromium: '',
    lighthouse: lighthouseVersion,
    durationSeconds: 0,
    runs: RUNS,
    cpuThrottlingForInp: CPU_THROTTLING,
    howJsIsDisabled:
      "Chromium's own script execution switch, CDP Emulation.setScriptExecutionDisabled: Playwright `javaScriptEnabled: false` for bytes, INP and scale; " +
      'Puppeteer `setJavaScriptEnabled(false)` on the page handed to Lighthouse, which has no such option of its own',
    notes: [],
  },
  pages: BENCH_PAGES.map((page) => ({
    id: page.id,
    label: page.label,
    path: page.path,
    jsBytes: { js: { na: 'not run' }, nojs: { na: 'not run' } },
    lighthouse: { js: { na: 'not run' }, nojs: { na: 'not run' } },
  })),
  interactions: [],
  scale: [],
};

const browser = await launchBrowser();
results.meta.chromium = browser.version();
try {
  if (sections.has('bytes')) {
    for (const [index, page] of BENCH_PAGES.entries()) {
      log(`JS bytes: ${page.path}`);
      const entry = results.pages[index]!;
      for (const variant of ['js', 'nojs'] as const) {
        try {
          entry.jsBytes[variant] = await measureJsBytes(browser, shop, page, variant);
        } catch (error) {
          entry.jsBytes[variant] = { na: `failed: ${String(error).split('\n')[0]}` };
        }
      }
    }
  }
  if (sections.has('lighthouse')) {
    const lighthouseBrowser = await launchLighthouseBrowser();
    try {
      for (const [index, page] of BENCH_PAGES.entries()) {
        log(`Lighthouse ×${RUNS.lighthouse}, with and without JS: ${page.path}`);
        const measuredPage = await measureLighthouse(lighthouseBrowser, shop, page, RUNS.lighthouse, `${benchDir}/tmp/lighthouse`);
        const entry = results.pages[index]!;
        entry.lighthouse = measuredPage.figures;
        entry.diagnostics = measuredPage.diagnostics;
      }
    } finally {
      await lighthouseBrowser.close();
    }
  }
  if (sections.has('react')) {
    const vendor = reactVendorChunk();
    results.reactVendor = vendor;
    for (const [index, page] of BENCH_PAGES.entries()) {
      log(`React vendor chunk and longest task ×${RUNS.inp} at ${CPU_THROTTLING}× CPU: ${page.path}`);
      const entry = results.pages[index]!;
      try {
        entry.react = await measureReactCost(browser, shop, page, vendor.file, RUNS.inp, CPU_THROTTLING);
      } catch (error) {
        entry.react = { na: `failed: ${String(error).split('\n')[0]}` };
      }
    }
  }
  if (sections.has('inp')) {
    for (const interaction of BENCH_INTERACTIONS) {
      log(`INP ×${RUNS.inp} at ${CPU_THROTTLING}× CPU: ${interaction.label} on ${interaction.path}`);
      results.interactions.push(await measureInteraction(browser, shop, interaction, RUNS.inp, CPU_THROTTLING));
    }
  }
  if (sections.has('scale')) {
    for (const cards of SCALE_CARDS) {
      log(`scale ×${RUNS.scale}: ${cards} cards`);
      results.scale.push(await measureScale(browser, shop, cards, RUNS.scale));
    }
  }
  if (sections.has('soak')) {
    log(`soak: ${Math.max(...SOAK_CHECKPOINTS)} filter changes`);
    try {
      results.soak = await measureSoak(browser, shop);
    } catch (error) {
      results.soak = { na: `failed: ${String(error).split('\n')[0]}` };
    }
  }
  if (sections.has('navigation')) {
    log(`next page with and without fetching ahead ×${RUNS.navigation} at ${CPU_THROTTLING}× CPU`);
    results.navigation = await measureNavigation(browser, shop, RUNS.navigation, CPU_THROTTLING, log);
  }
} finally {
  await browser.close();
  server.close();
}

results.meta.durationSeconds = (Date.now() - started) / 1000;
const markdown = renderMarkdown(results);
await mkdir(benchDir, { recursive: true });
await writeFile(`${benchDir}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
await writeFile(`${benchDir}/results.md`, markdown);
console.log(markdown);
log(`wrote bench/results.json and bench/results.md in ${Math.round(results.meta.durationSeconds)} s`);
