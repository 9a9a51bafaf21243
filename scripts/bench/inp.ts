/**
 * Input-to-next-paint of the key interactions at 4× CPU throttling. With JS: a PerformanceObserver
 * ('event', durationThreshold 16) installed before the page's own script; the latency is the longest
 * entry of the interaction. Without JS no observer can run, so the same Event Timing entries are read
 * from a Chromium trace. Every repetition is a fresh context and page load.
 */
import type { Browser, Page } from '@playwright/test';
import { openTab, setCpuThrottling, traceOf, type Shop } from './browser';
import { EVENT_TIMING_THRESHOLD_MS, eventTimingFromTrace, interactionLatency, type EventTimingEntry } from './event-timing';
import type { BenchInteraction } from './interactions';
import { figureOf } from './stats';
import type { InteractionResult } from './types';
import { loadUntouched, settled } from './wake-islands';

interface Probe {
  entries: EventTimingEntry[];
  inputAt?: number;
  mountedAt?: number;
  owner?: Element;
}
declare global {
  interface Window {
    __benchProbe?: Probe;
  }
}

/** Runs in the page before its own script: Event Timing entries, the input's time, the owner hook mounting. */
function installProbe(durationThreshold: number): void {
  const probe: Probe = { entries: [] };
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      probe.entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0, startTime: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold, buffered: true } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (event) => void (probe.inputAt ??= event.timeStamp), true);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target === probe.owner && probe.owner.getAttribute('data-island-state') === 'mounted') probe.mountedAt ??= performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-state'] });
}

/** Finds the live hook that handles the target (around it, else anywhere) and remembers it in the probe. */
async function findOwner(page: Page, interaction: BenchInteraction): Promise<{ island: string; state: string } | { na: string }> {
  return page.evaluate(
    ({ selector, pattern }) => {
      const target = document.querySelector(selector);
      if (!target) return { na: `no element matches ${selector} on the page` };
      const matches = new RegExp(pattern);
      const live = (el: Element) => !['invalid', 'failed'].includes(el.getAttribute('data-island-state') ?? '');
      const around: Element[] = [];
      for (let node: Element | null = target; node; node = node.parentElement) if (node.hasAttribute('data-island')) around.push(node);
      const owner =
        around.find((el) => live(el) && matches.test(el.getAttribute('data-island') ?? '')) ??
        [...document.querySelectorAll('[data-island]')].find((el) => live(el) && matches.test(el.getAttribute('data-island') ?? ''));
      if (!owner) {
        const seen = around.map((el) => `${el.getAttribute('data-island')}: ${el.getAttribute('data-island-state')}`).join(', ');
        return { na: `no live island matching /${pattern}/ handles ${selector} yet (hooks around it: ${seen || 'none'})` };
      }
      window.__benchProbe!.owner = owner;
      return { island: owner.getAttribute('data-island') ?? '', state: owner.getAttribute('data-island-state') ?? '' };
    },
    { selector: interaction.target, pattern: interaction.island.source },
  );
}

const resetProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = window.__benchProbe!;
    probe.entries = [];
    probe.inputAt = undefined;
    probe.mountedAt = undefined;
  });

/** Waits for the paint after the input, then (briefly) for the observer to deliver its entries. */
async function latencyAfterInput(page: Page): Promise<number> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  await page.waitForFunction(() => window.__benchProbe!.entries.some((entry) => entry.interactionId > 0), undefined, { timeout: 1000 }).catch(() => undefined);
  return interactionLatency(await page.evaluate(() => window.__benchProbe!.entries));
}

async function wakeOwner(page: Page): Promise<void> {
  await page.evaluate(() => {
    const owner = window.__benchProbe!.owner!;
    if (owner.getAttribute('data-island-state') === 'waiting') owner.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  });
  await page.waitForFunction(() => window.__benchProbe!.owner!.getAttribute('data-island-state') === 'mounted', undefined, { timeout: 30_000 });
  await settled(page);
}

interface JsRep {
  island: string;
  cold?: number;
  coldWakeMs?: number;
  warm: number;
}

async function jsRepetition(browser: Browser, shop: Shop, interaction: BenchInteraction, cpuRate: number): Promise<JsRep | { na: string }> {
  const tab = await openTab(browser, shop, 'js', { consent: !interaction.firstVisit, cart: false });
  try {
    await tab.page.addInitScript(installProbe, EVENT_TIMING_THRESHOLD_MS);
    await loadUntouched(tab.page, shop.base + interaction.path, { scripts: true, quietMs: 0 });
    const owner = await findOwner(tab.page, interaction);
    if ('na' in owner) return owner;
    await setCpuThrottling(tab.cdp, cpuRate);
    const rep: JsRep = { island: owner.island, warm: 0 };
    if (!interaction.noCold) {
      await interaction.prepare?.(tab.page);
      await resetProbe(tab.page);
      await interaction.input(tab.page, 0);
      rep.cold = await latencyAfterInput(tab.page);
      await tab.page.waitForFunction(() => window.__benchProbe!.mountedAt !== undefined || window.__benchProbe!.owner!.getAttribute('data-island-state') === 'mounted', undefined, { timeout: 30_000 });
      const times = await tab.page.evaluate(() => ({ inputAt: window.__benchProbe!.inputAt, mountedAt: window.__benchProbe!.mountedAt }));
      // Mounted already before the input (a focus or hover woke it first): the shopper waited for nothing.
      if (times.inputAt !== undefined) rep.coldWakeMs = times.mountedAt === undefined ? 0 : Math.max(0, times.mountedAt - times.inputAt);
      await settled(tab.page);
      await interaction.between?.(tab.page);
    }
    await wakeOwner(tab.page);
    await interaction.prepare?.(tab.page);
    await resetProbe(tab.page);
    await interaction.input(tab.page, interaction.noCold ? 0 : 1);
    rep.warm = await latencyAfterInput(tab.page);
    return rep;
  } finally {
    await tab.context.close();
  }
}

async function noJsRepetition(browser: Browser, shop: Shop, interaction: BenchInteraction, cpuRate: number): Promise<number | { na: string }> {
  const tab = await openTab(browser, shop, 'nojs', { consent: true, cart: false });
  try {
    await loadUntouched(tab.page, shop.base + interaction.path, { scripts: false, quietMs: 0 });
    if ((await tab.page.locator(interaction.target).count()) === 0) return { na: `no element matches ${interaction.target} on the no-JS page` };
    let navigated = false;
    tab.page.on('framenavigated', (frame) => void (navigated ||= frame === tab.page.mainFrame()));
    await setCpuThrottling(tab.cdp, cpuRate);
    await interaction.input(tab.page, 0);
    await tab.page.waitForTimeout(300);
    const events = await traceOf(tab.cdp, ['devtools.timeline'], async () => {
      await interaction.input(tab.page, 1);
      await tab.page.waitForTimeout(500);
    });
    if (navigated) return { na: 'without JS this input loads a new page' };
    return interactionLatency(eventTimingFromTrace(events));
  } finally {
    await tab.context.close();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error));

export async function measureInteraction(browser: Browser, shop: Shop, interaction: BenchInteraction, runs: number, cpuRate: number): Promise<InteractionResult> {
  const warm: number[] = [];
  const cold: number[] = [];
  const wake: number[] = [];
  const noJs: number[] = [];
  let island: string | undefined;
  let jsFailure: string | undefined;
  let noJsFailure: string | undefined = interaction.noJs;
  for (let run = 0; run < runs; run += 1) {
    if (jsFailure === undefined || warm.length > 0) {
      try {
        const rep = await jsRepetition(browser, shop, interaction, cpuRate);
        if ('na' in rep) jsFailure = rep.na;
        else {
          island = rep.island;
          warm.push(rep.warm);
          if (rep.cold !== undefined) cold.push(rep.cold);
          if (rep.coldWakeMs !== undefined) wake.push(rep.coldWakeMs);
        }
      } catch (error) {
        jsFailure = `failed: ${messageOf(error)}`;
      }
    }
    if (!interaction.noJs && (noJsFailure === undefined || noJs.length > 0)) {
      try {
        const rep = await noJsRepetition(browser, shop, interaction, cpuRate);
        if (typeof rep === 'number') noJs.push(rep);
        else noJsFailure = rep.na;
      } catch (error) {
        noJsFailure = `failed: ${messageOf(error)}`;
      }
    }
  }
  const coldFailure = interaction.noCold ?? jsFailure;
  return {
    id: interaction.id,
    label: interaction.label,
    page: interaction.path,
    island,
    warm: { js: figureOf(warm, jsFailure), nojs: figureOf(noJs, noJsFailure) },
    cold: figureOf(cold, coldFailure),
    coldWakeMs: figureOf(wake, coldFailure),
  };
}
