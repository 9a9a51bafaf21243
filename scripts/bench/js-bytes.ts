/** JavaScript bytes (gzip) a page downloads untouched, and once every island on it has woken. */
import type { Browser } from '@playwright/test';
import { openTab, type Shop } from './browser';
import { readFileSync } from 'node:fs';
import { registry } from '../../islands/registry';
import { ScriptLedger } from './gzip-accounting';
import type { BenchPage } from './pages';
import { firstReactRequest, type ScriptRequest } from './react-request';
import type { JsBytes, Variant } from './types';
import { loadUntouched, QUIET_AFTER_LOAD_MS, wakeAll } from './wake-islands';

type Phase = 'load' | 'wake';

/** The React vendor chunk of the build the bench serves (the one chunk with React's code in it), and its gzip bytes at level 9. */
export function reactVendorChunk(): { file: string; gzip: number } {
  const manifest = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/manifest.json`, 'utf8')) as { chunks: { file: string; gzip: number; inputs: string[] }[] };
  const vendor = manifest.chunks.find((chunk) => chunk.inputs.some((input) => input.includes('node_modules/react-dom/')));
  if (!vendor) throw new Error('the build has no React vendor chunk');
  return { file: vendor.file, gzip: vendor.gzip };
}

/** Script requests and the load event of the page as it stands, from its own Resource Timing. */
const requestTimes = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    loadEndMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    requests: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => ({ path: new URL(entry.name).pathname, startMs: entry.startTime })),
  }));

async function scriptsOf(browser: Browser, shop: Shop, page: BenchPage, variant: Variant, consent: boolean, wake: boolean) {
  const tab = await openTab(browser, shop, variant, { consent, cart: Boolean(page.withCart) });
  const ledger = new ScriptLedger<Phase>();
  const bodies: Promise<void>[] = [];
  let phase: Phase = 'load';
  tab.page.on('response', (response) => {
    // Ours only: the product and cart pages also load the example theme's own script (/assets/).
    if (response.request().resourceType() !== 'script' || !new URL(response.url()).pathname.startsWith('/dist/')) return;
    const inPhase = phase;
    bodies.push(response.body().then((body) => ledger.add(response.url(), body, inPhase), () => undefined));
  });
  try {
    await loadUntouched(tab.page, shop.base + page.path, variant === 'js' ? { scripts: true, quietMs: QUIET_AFTER_LOAD_MS } : { scripts: false, quietMs: 0 });
    const timing: { loadEndMs: number; requests: ScriptRequest[] } = variant === 'js' ? await requestTimes(tab.page) : { loadEndMs: 0, requests: [] };
    let notWoken: string[] = [];
    if (wake) {
      phase = 'wake';
      notWoken = variant === 'js' ? await wakeAll(tab.page) : [];
    }
    await Promise.all(bodies);
    return { ledger, notWoken, timing };
  } finally {
    await tab.context.close();
  }
}

export async function measureJsBytes(browser: Browser, shop: Shop, page: BenchPage, variant: Variant): Promise<JsBytes> {
  const firstVisit = await scriptsOf(browser, shop, page, variant, false, true);
  const returning = await scriptsOf(browser, shop, page, variant, true, false);
  return {
    beforeInteraction: firstVisit.ledger.total('load'),
    beforeInteractionWithConsent: returning.ledger.total('load'),
    afterWake: firstVisit.ledger.total(),
    scripts: firstVisit.ledger.list().map((script) => ({ ...script, url: new URL(script.url).pathname })),
    notWoken: firstVisit.notWoken,
    reactRequested: firstReactRequest(firstVisit.timing.requests, firstVisit.timing.loadEndMs, reactVendorChunk().file, Object.keys(registry)),
    reactRequestedWithConsent: firstReactRequest(returning.timing.requests, returning.timing.loadEndMs, reactVendorChunk().file, Object.keys(registry)),
  };
}
