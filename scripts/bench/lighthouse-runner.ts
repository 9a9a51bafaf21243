/**
 * Lighthouse 12, programmatic, default (mobile, simulated throttling) settings, performance only, on a
 * Puppeteer page of its own Chromium. Lighthouse has no option to disable JavaScript, so the no-JS
 * variant disables it on the page (Puppeteer setJavaScriptEnabled(false), i.e. CDP
 * Emulation.setScriptExecutionDisabled) before Lighthouse navigates.
 */
import lighthouse from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium-path.mjs';
import type { Shop } from './browser';
import type { BenchPage } from './pages';
import { measured } from './stats';
import type { Diagnostics, LighthouseFigures, NotApplicable, Variant } from './types';

export const launchLighthouseBrowser = (): Promise<Browser> => puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });

/** Every property of `real`, except the `overrides`; methods stay bound to `real`. */
function overriding<T extends object>(real: T, overrides: Record<string, unknown>): T {
  return new Proxy(real, {
    get(target, property) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * With script execution disabled Chromium refuses `Debugger.enable`, which Lighthouse sends only to
 * attribute async stacks of scripts (there are none): the page handed to Lighthouse answers those
 * commands itself and passes every other command through.
 */
function withoutDebuggerDomain(page: Page): Page {
  return overriding(page, {
    target: () => {
      const target = page.target();
      return overriding(target, {
        createCDPSession: async () => {
          const session = await target.createCDPSession();
          return overriding(session, {
            send: (method: string, ...rest: unknown[]) =>
              method.startsWith('Debugger.') ? Promise.resolve({}) : (session.send as (...args: unknown[]) => Promise<unknown>)(method, ...rest),
          });
        },
      });
    },
  });
}

/** The five metrics that carry the performance score's whole weight, so the score is the full one. */
const SCORED_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
/** What the profile of a missed target needs. */
const DIAGNOSTIC_AUDITS = ['metrics', 'long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'unused-javascript', 'layout-shifts', 'largest-contentful-paint-element'];

/**
 * Default settings (mobile form factor, simulated throttling); only the audits we read run, which
 * skips the gatherers of the others and roughly halves the run time.
 */
const FLAGS = {
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
  onlyAudits: [...SCORED_AUDITS, ...DIAGNOSTIC_AUDITS],
  // Its page evaluation never returns with script execution disabled, and the score does not use it.
  disableFullPageScreenshot: true,
};

/**
 * The same settings, except the wait for CPU quiet after load: Lighthouse detects it with a script in
 * the page, which cannot run, so it would wait its full 45 s. With no script, nothing runs after load.
 */
const NO_JS_FLAGS = { ...FLAGS, cpuQuietThresholdMs: 0 };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Items<T> {
  items?: T[];
}
const itemsOf = <T>(lhr: Lhr, audit: string): T[] => ((lhr.audits[audit]?.details as Items<T> | undefined)?.items ?? []);
const numeric = (lhr: Lhr, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit}${lhr.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
  return value;
};

export function diagnosticsOf(lhr: Lhr): Diagnostics {
  const lcpItems = itemsOf<{ items?: unknown[] }>(lhr, 'largest-contentful-paint-element') as { items?: { node?: { snippet?: string } }[] }[];
  // The trace as it happened, before Lighthouse's simulation of a slow phone and network.
  const observed = itemsOf<Record<string, number | undefined>>(lhr, 'metrics')[0];
  return {
    longTasks: itemsOf<{ url: string; duration: number; startTime: number }>(lhr, 'long-tasks').map((t) => ({ url: t.url, durationMs: t.duration, startMs: t.startTime })),
    bootupTime: itemsOf<{ url: string; total: number; scripting: number }>(lhr, 'bootup-time').map((t) => ({ url: t.url, totalMs: t.total, scriptingMs: t.scripting })),
    mainThreadWork: itemsOf<{ groupLabel: string; duration: number }>(lhr, 'mainthread-work-breakdown').map((t) => ({ group: t.groupLabel, durationMs: t.duration })),
    unusedJs: itemsOf<{ url: string; wastedBytes: number; totalBytes: number }>(lhr, 'unused-javascript').map((t) => ({ url: t.url, wastedBytes: t.wastedBytes, totalBytes: t.totalBytes })),
    layoutShifts: itemsOf<{ node?: { snippet?: string }; score: number }>(lhr, 'layout-shifts').map((t) => ({ node: t.node?.snippet ?? '', score: t.score })),
    lcpElement: lcpItems[0]?.items?.[0]?.node?.snippet,
    lcpPhases: (lcpItems[1]?.items as { phase: string; timing: number }[] | undefined)?.map((p) => ({ phase: p.phase, ms: p.timing })) ?? [],
    observed: {
      fcpMs: observed?.observedFirstContentfulPaint,
      lcpMs: observed?.observedLargestContentfulPaint,
      loadMs: observed?.observedLoad,
    },
  };
}

interface Sample {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  hostIndex: number;
  lhr: Lhr;
}

async function lighthouseOnce(browser: Browser, shop: Shop, page: BenchPage, variant: Variant, report: string): Promise<Sample> {
  const tab = await browser.newPage();
  try {
    if (page.withCart) await tab.setCookie({ ...shop.cartVisitor, url: shop.base });
    await tab.setJavaScriptEnabled(variant === 'js');
    const result = await lighthouse(shop.base + page.path, variant === 'js' ? FLAGS : NO_JS_FLAGS, undefined, variant === 'js' ? tab : withoutDebuggerDomain(tab));
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    await writeFile(report, JSON.stringify(lhr));
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no score${lhr.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
    return {
      score,
      tbt: numeric(lhr, 'total-blocking-time'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      hostIndex: lhr.environment.benchmarkIndex,
      lhr,
    };
  } finally {
    await tab.close();
  }
}

export interface PageLighthouse {
  figures: Record<Variant, LighthouseFigures | NotApplicable>;
  /** Of each variant's first run. */
  diagnostics: Partial<Record<Variant, Diagnostics>>;
}

/**
 * Runs Lighthouse `runs` times on the page with and without JS, alternating so that a busy moment of
 * the machine hits both alike; keeps every report in `reportDir` for profiling.
 */
export async function measureLighthouse(browser: Browser, shop: Shop, page: BenchPage, runs: number, reportDir: string): Promise<PageLighthouse> {
  await mkdir(reportDir, { recursive: true });
  const samples: Record<Variant, Sample[]> = { js: [], nojs: [] };
  const failures: Partial<Record<Variant, string>> = {};
  for (let run = 1; run <= runs; run += 1) {
    for (const variant of ['js', 'nojs'] as const) {
      try {
        samples[variant].push(await lighthouseOnce(browser, shop, page, variant, `${reportDir}/${page.id}-${variant}-${run}.json`));
      } catch (error) {
        failures[variant] = `Lighthouse failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      }
    }
  }
  const figures = (variant: Variant): LighthouseFigures | NotApplicable => {
    const list = samples[variant];
    if (list.length === 0) return { na: failures[variant] ?? 'not measured' };
    return {
      score: measured(list.map((s) => s.score)),
      tbt: measured(list.map((s) => s.tbt)),
      lcp: measured(list.map((s) => s.lcp)),
      cls: measured(list.map((s) => s.cls)),
      hostIndex: measured(list.map((s) => s.hostIndex)),
    };
  };
  const diagnostics: Partial<Record<Variant, Diagnostics>> = {};
  for (const variant of ['js', 'nojs'] as const) {
    const first = samples[variant][0];
    if (first) diagnostics[variant] = diagnosticsOf(first.lhr);
  }
  return { figures: { js: figures('js'), nojs: figures('nojs') }, diagnostics };
}
