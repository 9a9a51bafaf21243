/**
 * Issue 35, no open page is stranded: real releases built one over another into one dist, as a shop's
 * deploys install them, served by a fixture shop of their own. A page opened on release A whose
 * quantity island (changed in B) wakes after B was installed, a page whose boot.js the browser kept
 * from A, and a page whose chunk a prune removed since: each gets what docs/deploy.md promises.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../engines/ports';
import { startServer } from '../fixtures/server';
import { prune } from '../tools/prune.mjs';
import { TENT } from './detail-helpers';
import { buildRelease, CHANGED_ISLAND, chunkOf, type Manifest } from './release-builds';
import { expect, test } from './test';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.skip(test.info().project.name !== 'chromium', 'a deploy does not change with the CSP'));

let dist: string;
let server: Server;
let origin: string;
let a: Manifest;
let b: Manifest;
/** Release A's boot.js, as a browser that cached it keeps it. */
let bootA: Buffer;

test.beforeAll(async () => {
  if (test.info().project.name !== 'chromium') return;
  test.setTimeout(180_000);
  dist = mkdtempSync(join(tmpdir(), 'sf-deploy-'));
  a = await buildRelease(dist, '1.0.0-a');
  bootA = readFileSync(join(dist, 'boot.js'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(port, { distDir: dist });
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie_privacy_on', value: '1', url: origin }]);
});

const quantityHook = (page: Page) => page.locator('#quantity');
const plus = (page: Page) => page.getByRole('button', { name: 'Zwiększ ilość' });

/**
 * Holds the page's requests for the quantity chunk (the warm-up asks for it at the first idle moment)
 * until `until` settles, so they reach the server after the deploy; returns the paths asked for.
 */
function holdQuantityChunk(page: Page, until: Promise<unknown>): string[] {
  const paths: string[] = [];
  void page.route(/\/dist\/chunks\/quantity-\w+\.js$/, async (route) => {
    await until;
    paths.push(new URL(route.request().url()).pathname.slice('/dist/'.length));
    await route.continue();
  });
  return paths;
}

/** Serves A's boot.js whatever the server holds, as a browser that kept it from before the deploy does. */
const keepBootOfA = (page: Page) => page.route(`${origin}/dist/boot.js`, (route) => route.fulfill({ body: bootA, contentType: 'text/javascript; charset=utf-8' }));

test('a page opened on release A wakes an island after B was installed over it, from A\'s own chunk', async ({ page }) => {
  test.setTimeout(180_000);
  let installed!: () => void;
  const requested = holdQuantityChunk(page, new Promise<void>((resolve) => (installed = resolve)));
  await page.goto(origin + TENT);
  await expect(quantityHook(page)).toHaveAttribute('data-island-state', 'waiting');
  b = await buildRelease(dist, '1.0.1-b');
  // A release that changed one island renames that island's chunk alone: the page's others are B's too.
  const ofA = new Set(a.chunks.map((chunk) => chunk.file));
  expect(b.chunks.map((chunk) => chunk.file).filter((file) => !ofA.has(file))).toEqual([chunkOf(b, CHANGED_ISLAND)]);
  installed();
  await plus(page).click();
  await expect(quantityHook(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.getByRole('spinbutton', { name: 'Ilość' })).toHaveValue('2');
  expect(requested).toContain(chunkOf(a, CHANGED_ISLAND));
  expect(requested).not.toContain(chunkOf(b, CHANGED_ISLAND));
  expect(await page.evaluate(() => [window.storefront.version, window.storefront.errors()])).toEqual(['1.0.0-a', []]);
});

test("a page whose boot.js the browser kept from A, after B was installed, finds every chunk A names", async ({ page }) => {
  await keepBootOfA(page);
  await page.goto(origin + TENT);
  await plus(page).click();
  await expect(quantityHook(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('[data-island-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-island-state="failed"], [data-island-state="invalid"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.storefront.version)).toBe('1.0.0-a');
});

test('a chunk pruned since: one console line and one storefront:error saying the page is older than the installed release, the server markup kept', async ({ page, expectConsoleError }) => {
  expectConsoleError(/Failed to load resource: the server responded with a status of 404/);
  expectConsoleError(/^\[storefront\] island "quantity" on <div#quantity\.quantity>: could not start; the server markup stays: this page is older than the installed release 1\.0\.1-b\+/);
  await keepBootOfA(page);
  let pruned!: () => void;
  holdQuantityChunk(page, new Promise<void>((resolve) => (pruned = resolve)));
  await page.goto(origin + TENT);
  await expect(quantityHook(page)).toHaveAttribute('data-island-state', 'waiting');
  const { removed } = await prune(dist, { keep: 1 });
  expect(removed).toContain(chunkOf(a, CHANGED_ISLAND));
  pruned();
  await plus(page).click();
  await expect(quantityHook(page)).toHaveAttribute('data-island-state', 'failed');
  const reports = await page.evaluate(() =>
    window.storefront.errors().map(({ island, message, release, error }) => ({ island, message, release, cause: (error?.cause as Error | undefined)?.message })),
  );
  expect(reports).toEqual([
    {
      island: 'quantity',
      message: `could not start; the server markup stays: this page is older than the installed release 1.0.1-b+${b.build} (it came with 1.0.0-a+${a.build}) and could not load its chunk, which a deploy since may have pruned: a reload brings the page up to date`,
      release: { version: '1.0.0-a', build: a.build },
      cause: expect.stringContaining(chunkOf(a, CHANGED_ISLAND)),
    },
  ]);
  // The server's own field, as it works without JavaScript.
  const field = page.getByRole('spinbutton', { name: 'Ilość' });
  await field.fill('4');
  await expect(field).toHaveValue('4');
  expect(await page.locator('#quantity').getAttribute('data-island-state')).toBe('failed');
});
