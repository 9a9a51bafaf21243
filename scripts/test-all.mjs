/**
 * `npm test`: typecheck, lint, build, unit tests (vitest), browser tests (Playwright in Chromium), then the
 * engine journeys (engines/: Firefox ESR and WebKit, one browser at a time, after Chromium is done). Installs with
 * apt-get, as root, what the tests need and a fresh machine lacks: nginx (the deploy doc's configuration is run),
 * Mono (the reference ASP.NET server, aspnet/), Chromium, Java (the Nu Html Checker), the engines' browsers.
 * Ends with one plain line `N passed, N failed` summing every suite, which is what CI reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PACKAGES, chromiumFound, chromiumPath, testChromiumPath } from './chromium-path.mjs';
import { ENGINE_PACKAGES, enginesFound } from './engine-paths.mjs';
import { JAVA_PACKAGES, javaFound } from './java-path.mjs';
import { MONO_PACKAGES, monoFound } from './mono-path.mjs';
import { NGINX_PACKAGES, nginxFound } from './nginx-path.mjs';

const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

// Named explicitly: the browsers only recommend one, and text must render for screenshots and axe.
const FONT_PACKAGES = ['fonts-liberation', 'fonts-dejavu-core'];

const aptInstall = (packages) => run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', ...packages, ...FONT_PACKAGES]);

function ensureChromium() {
  if (chromiumFound()) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${chromiumPath()} or ${testChromiumPath()}: install Debian's ${CHROMIUM_PACKAGES.join(', ')} or set CHROMIUM_PATH and TEST_CHROMIUM_PATH.`);
    return false;
  }
  console.log(`Chromium not found: installing ${CHROMIUM_PACKAGES.join(', ')} with apt-get…`);
  return aptInstall(CHROMIUM_PACKAGES) && chromiumFound();
}

/** Without it the Nu checker's journeys fail, each saying Java is missing; the other browser tests still run. */
function ensureJava() {
  if (javaFound()) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Java not found on the PATH: install Debian's ${JAVA_PACKAGES.join(', ')}.`);
    return false;
  }
  console.log(`Java not found: installing ${JAVA_PACKAGES.join(', ')} with apt-get…`);
  return aptInstall(JAVA_PACKAGES) && javaFound();
}

/** Without it the nginx test fails, saying nginx is missing; the other unit tests still run. */
function ensureNginx() {
  if (nginxFound()) return true;
  if (process.getuid?.() !== 0) {
    console.error(`nginx not found: install Debian's ${NGINX_PACKAGES.join(', ')}.`);
    return false;
  }
  console.log(`nginx not found: installing ${NGINX_PACKAGES.join(', ')} with apt-get…`);
  return aptInstall(NGINX_PACKAGES) && nginxFound();
}

/** Without it the reference ASP.NET server's contract suite and journey fail, each saying Mono is missing. */
function ensureMono() {
  if (monoFound()) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Mono not found: install Debian's ${MONO_PACKAGES.join(', ')}.`);
    return false;
  }
  console.log(`Mono not found: installing ${MONO_PACKAGES.join(', ')} with apt-get…`);
  return aptInstall(MONO_PACKAGES) && monoFound();
}

function ensureEngines() {
  if (enginesFound()) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Firefox ESR or WebKitGTK not found: install Debian's ${ENGINE_PACKAGES.join(', ')}.`);
    return false;
  }
  console.log(`Firefox ESR or WebKitGTK not found: installing ${ENGINE_PACKAGES.join(', ')} with apt-get…`);
  return aptInstall(ENGINE_PACKAGES) && enginesFound();
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = 0;
const tally = (label, ok) => {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`FAILED: ${label}`);
  }
};

tally('typecheck (tsc --noEmit)', run('npx', ['tsc', '--noEmit']));
tally('lint (eslint with the React hooks rules, 0 warnings)', run('npx', ['eslint', '--max-warnings=0', '.']));
tally('production build', run('node', ['build.mjs']));

ensureNginx();
ensureMono();
const unitReport = join(reports, 'vitest.json');
const unitOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
const unit = readJson(unitReport);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
if (!unit || (!unitOk && unit.numFailedTests === 0)) tally('unit test run (vitest crashed or reported nothing)', false);

if (ensureChromium()) {
  ensureJava();
  const e2eReport = join(reports, 'playwright.json');
  const e2eOk = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  const e2e = readJson(e2eReport);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
  if (!e2e || (!e2eOk && e2e.stats.unexpected === 0)) tally('browser test run (Playwright crashed or reported nothing)', false);
} else {
  tally('browser tests (no Chromium)', false);
}

if (ensureEngines()) {
  const enginesReport = join(reports, 'engines.json');
  const enginesOk = run('npx', ['tsx', 'engines/run.ts'], { ENGINES_REPORT: enginesReport });
  const engines = readJson(enginesReport);
  if (engines) {
    passed += engines.passed;
    failed += engines.failed;
  }
  if (!engines || (!enginesOk && engines.failed === 0)) tally('engine journeys (crashed or reported nothing)', false);
} else {
  tally('engine journeys (no Firefox ESR or WebKitGTK)', false);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
