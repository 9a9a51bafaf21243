/** Debian Chromium through Playwright, and a fresh context per measurement: with JS, or with it disabled. */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE } from '../../shared/constants';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium-path.mjs';
import type { VisitorCookie } from './pages';
import type { Variant } from './types';

export interface Shop {
  base: string;
  cartVisitor: VisitorCookie;
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

export interface TabOptions {
  /** The shopper has accepted cookies already (no notice). */
  consent: boolean;
  /** The visitor whose cart holds a product. */
  cart: boolean;
}

/**
 * A new context, so no cache, cookie or storage carries over between measurements. `javaScriptEnabled:
 * false` is Playwright's switch for Chromium's own script execution (CDP Emulation.setScriptExecutionDisabled).
 */
export async function openTab(browser: Browser, shop: Shop, variant: Variant, options: TabOptions): Promise<Tab> {
  const context = await browser.newContext({ javaScriptEnabled: variant === 'js', viewport: { width: 1366, height: 900 }, locale: 'pl-PL' });
  const cookies = [];
  if (options.consent) cookies.push({ name: COOKIE_CONSENT_COOKIE, value: COOKIE_CONSENT_VALUE, url: shop.base });
  if (options.cart) cookies.push({ ...shop.cartVisitor, url: shop.base });
  if (cookies.length) await context.addCookies(cookies);
  // tsx compiles this file with esbuild's keepNames, which wraps functions handed to page.evaluate in
  // calls to its `__name` helper; the page must have one.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

export const setCpuThrottling = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

/** Records a Chromium trace of `action` with the given categories and returns its events. */
export async function traceOf(cdp: CDPSession, categories: string[], action: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = [];
  const collect = (data: { value: Record<string, unknown>[] }) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  try {
    await action();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}
