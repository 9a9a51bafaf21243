/**
 * `npm run engines`: the engine journeys in Firefox ESR and in WebKit, one browser at a time, one
 * session per engine reused by every journey (a new visitor each). Prints a line per journey and
 * writes a JSON report (ENGINES_REPORT, default .tmp/reports/engines.json) that `npm test` counts.
 * Arguments: engine names to run only those (`firefox`, `webkit`); `--grep=text` for matching journeys.
 * Serves the build in DIST_DIR (default dist/): build first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startServer } from '../fixtures/server';
import type { Driver, EngineName } from './driver';
import { launchFirefox } from './firefox-driver';
import type { Journey } from './journey';
import { JOURNEYS } from './journeys/index';
import { pageErrors } from './shop';
import { launchWebKit } from './webkit-driver';

const JOURNEY_TIMEOUT_MS = 120_000;
const LAUNCH: Record<EngineName, (origin: string) => Promise<Driver>> = { firefox: launchFirefox, webkit: launchWebKit };

interface Result {
  engine: EngineName;
  journey: string;
  ok: boolean;
  ms: number;
  error?: string;
  screenshot?: string;
}

const reportFile = process.env.ENGINES_REPORT ?? '.tmp/reports/engines.json';
const failureDir = join(dirname(reportFile), 'engines');
const args = process.argv.slice(2);
const grep = args.find((a) => a.startsWith('--grep='))?.slice('--grep='.length);
const engines = args.filter((a): a is EngineName => a in LAUNCH);
const journeys = JOURNEYS.filter((j) => !grep || j.name.includes(grep));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`journey timed out after ${ms / 1000} s`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function runJourney(driver: Driver, journey: Journey): Promise<Omit<Result, 'engine' | 'journey' | 'ms'>> {
  try {
    await withTimeout(
      (async () => {
        await journey.run(driver);
        // Every journey ends on a page of the shop: what the error probe recorded in the whole visit.
        const errors = await pageErrors(driver);
        if (errors.length > 0) throw new Error(`page errors:\n    ${errors.join('\n    ')}`);
      })(),
      JOURNEY_TIMEOUT_MS,
    );
    return { ok: true };
  } catch (error) {
    const screenshot = join(failureDir, `${driver.engine}-${journey.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
    const saved = await withTimeout(driver.screenshot(screenshot), 10_000).then(() => true, () => false);
    // What the page said about it, when the failure was not about page errors already.
    const errors = await withTimeout(pageErrors(driver), 10_000).catch(() => []);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const said = errors.length > 0 && !message.startsWith('Error: page errors') ? `\npage errors:\n    ${errors.join('\n    ')}` : '';
    return { ok: false, error: message + said, ...(saved ? { screenshot } : {}) };
  }
}

async function runEngine(engine: EngineName, origin: string): Promise<Result[]> {
  const results: Result[] = [];
  let driver: Driver | undefined;
  for (const journey of journeys) {
    const started = Date.now();
    let outcome: Omit<Result, 'engine' | 'journey' | 'ms'>;
    try {
      driver ??= await LAUNCH[engine](origin);
      outcome = await runJourney(driver, journey);
    } catch (error) {
      outcome = { ok: false, error: `could not start ${engine}: ${error instanceof Error ? error.message : error}` };
    }
    const result = { engine, journey: journey.name, ms: Date.now() - started, ...outcome };
    results.push(result);
    console.log(`${result.ok ? '  ok  ' : 'FAILED'} ${engine.padEnd(7)} ${journey.name} (${(result.ms / 1000).toFixed(1)} s)`);
    if (!result.ok) {
      console.log(`         ${result.error?.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n         ')}`);
      // A browser that failed a journey may be stuck in it: the next journey gets a fresh one.
      await driver?.close().catch(() => undefined);
      driver = undefined;
    }
  }
  await driver?.close().catch(() => undefined);
  return results;
}

process.env.FIXTURE_ERROR_PROBE = '1';
mkdirSync(failureDir, { recursive: true });
const started = Date.now();
const server = await startServer(0);
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const results: Result[] = [];
for (const engine of engines.length > 0 ? engines : (Object.keys(LAUNCH) as EngineName[])) results.push(...(await runEngine(engine, origin)));
server.close();

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const durationMs = Date.now() - started;
writeFileSync(reportFile, JSON.stringify({ passed, failed, durationMs, results }, null, 2));
console.log(`engine journeys: ${passed} passed, ${failed} failed in ${(durationMs / 1000).toFixed(0)} s (report: ${reportFile})`);
process.exit(failed === 0 ? 0 : 1);
