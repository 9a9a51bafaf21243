/** JavaScript bytes (gzip) a page downloads untouched, and once every island on it has woken. */
import type { Browser } from '@playwright/test';
import { openTab, type Shop } from './browser';
import { ScriptLedger } from './gzip-accounting';
import type { BenchPage } from './pages';
import type { JsBytes, Variant } from './types';
import { loadUntouched, QUIET_AFTER_LOAD_MS, wakeAll } from './wake-islands';

type Phase = 'load' | 'wake';

async function scriptsOf(browser: Browser, shop: Shop, page: BenchPage, variant: Variant, consent: boolean, wake: boolean) {
  const tab = await openTab(browser, shop, variant, { consent, cart: Boolean(page.withCart) });
  const ledger = new ScriptLedger<Phase>();
  const bodies: Promise<void>[] = [];
  let phase: Phase = 'load';
  tab.page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const inPhase = phase;
    bodies.push(response.body().then((body) => ledger.add(response.url(), body, inPhase), () => undefined));
  });
  try {
    await loadUntouched(tab.page, shop.base + page.path, variant === 'js' ? { scripts: true, quietMs: QUIET_AFTER_LOAD_MS } : { scripts: false, quietMs: 0 });
    let notWoken: string[] = [];
    if (wake) {
      phase = 'wake';
      notWoken = variant === 'js' ? await wakeAll(tab.page) : [];
    }
    await Promise.all(bodies);
    return { ledger, notWoken };
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
  };
}
