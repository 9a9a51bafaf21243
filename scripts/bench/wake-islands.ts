/** Waiting for hooks to settle, and forcing every hook awake the way a shopper would (scroll, hover, focus). */
import type { Page } from '@playwright/test';
import { COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';

const SETTLE_TIMEOUT_MS = 15_000;
/** Long enough for `idle` hooks (2 s timeout) and the cookie notice's delayed view. */
export const QUIET_AFTER_LOAD_MS = COOKIE_NOTICE_DELAY_MS + 1000;

export interface HookState {
  name: string;
  state: string;
}

export const hookStates = (page: Page): Promise<HookState[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].map((el) => ({ name: el.getAttribute('data-island') ?? '', state: el.getAttribute('data-island-state') ?? 'none' })),
  );

/**
 * No hook loading, and the network quiet. Without JavaScript there are no hooks to wait for, and no
 * in-page polling could run.
 */
export async function settled(page: Page, scripts = true): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
  if (!scripts) return;
  await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'), undefined, { timeout: SETTLE_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
}

/** Loads `url` and waits until the page has done everything it does untouched. */
export async function loadUntouched(page: Page, url: string, options: { scripts: boolean; quietMs: number }): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await settled(page, options.scripts);
  if (options.quietMs > 0) {
    await page.waitForTimeout(options.quietMs);
    await settled(page, options.scripts);
  }
}

/**
 * Scrolls every waiting hook into view and sends it a hover and a focus, round after round (a woken
 * island may add hooks), until none is waiting or loading. Returns the hooks that never woke.
 */
export async function wakeAll(page: Page, rounds = 5): Promise<string[]> {
  for (let round = 0; round < rounds; round += 1) {
    const waiting = await page.evaluate(async () => {
      const hooks = [...document.querySelectorAll<HTMLElement>('[data-island-state="waiting"]')];
      for (const hook of hooks) {
        hook.scrollIntoView({ block: 'center' });
        hook.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        hook.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        // An IntersectionObserver sees only where the page is scrolled at a frame: without a frame
        // per hook, only the last one scrolled to would ever count as visible.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      return hooks.length;
    });
    await settled(page);
    if (waiting === 0) break;
  }
  // A hook the last round scrolled into view may have started loading only after that round settled.
  await settled(page);
  const states = await hookStates(page);
  return states.filter((hook) => hook.state === 'waiting' || hook.state === 'loading').map((hook) => `${hook.name} (${hook.state})`);
}
