/** The islands' hooks as a journey sees them: their states, and waking every one as a shopper would. */
import type { Driver } from './driver';
import { waitFor } from './wait';

interface HookState {
  island: string;
  state: string | null;
}

const hookStates = (driver: Driver): Promise<HookState[]> =>
  driver.evaluate(() => [...document.querySelectorAll('[data-island]')].map((hook) => ({ island: hook.getAttribute('data-island') ?? '', state: hook.getAttribute('data-island-state') })));

/**
 * Waits until the hooks that wake by themselves have woken and none is loading, and fails on any hook
 * left invalid, failed or untracked. Idle hooks wake at the browser's first idle moment: one comes first.
 */
export async function islandsSettled(driver: Driver): Promise<void> {
  await driver.evaluate(() => new Promise((done) => ('requestIdleCallback' in window ? requestIdleCallback(done, { timeout: 2500 }) : setTimeout(done, 100))));
  await waitFor(driver, 'no hook loading', () => document.querySelectorAll('[data-island-state="loading"]').length === 0);
  const unhealthy = (await hookStates(driver)).filter((hook) => hook.state === null || hook.state === 'invalid' || hook.state === 'failed');
  if (unhealthy.length > 0) throw new Error(`unhealthy hooks: ${describe(unhealthy)}`);
}

/**
 * Wakes every hook the way a shopper reaches it: the page scrolled through (visible), then each hook
 * still waiting for a touch hovered or focused, in turn, after opening what hides it (a closed
 * `<details>`, another tab's panel); then every hook must be mounted.
 */
export async function wakeEveryHook(driver: Driver): Promise<void> {
  await driver.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    scrollTo(0, 0);
  });
  for (let turn = 0; ; turn += 1) {
    const hook = await driver.evaluate(markNextWaitingHook);
    if (!hook) break;
    for (let opened = 0; opened < 3 && (await driver.evaluate(markWhatHides, hook)); opened += 1) await driver.click(REVEAL);
    const [first, second] = turn % 2 === 0 ? [hoverOver, focusInside] : [focusInside, hoverOver];
    // Reached means woken (boot marks a touched hook loading at once): a hover the driver made may have
    // landed on what covers the hook's centre under a loaded machine's timing (the sticky header
    // after a scroll), and then the other way is tried.
    const reached = async (touch: typeof first) => (await touch(driver, hook)) && (await leftWaiting(driver, hook));
    if (!(await reached(first)) && !(await reached(second))) throw new Error(`cannot reach hook ${hook}`);
  }
  await driver.evaluate(() => {
    for (const node of document.querySelectorAll('[data-engine-touched], [data-engine-reveal]')) {
      node.removeAttribute('data-engine-touched');
      node.removeAttribute('data-engine-reveal');
    }
  });
  try {
    await waitFor(driver, 'every hook mounted', () => [...document.querySelectorAll('[data-island]')].every((hook) => hook.getAttribute('data-island-state') === 'mounted'));
  } catch (error) {
    const pending = (await hookStates(driver)).filter((hook) => hook.state !== 'mounted');
    throw new Error(`${error instanceof Error ? error.message : error}: ${describe(pending)}`);
  }
}

const REVEAL = '[data-engine-reveal]';

const leftWaiting = (driver: Driver, hook: string): Promise<boolean> => driver.evaluate((selector: string) => document.querySelector(selector)?.getAttribute('data-island-state') !== 'waiting', hook);

const hoverOver = (driver: Driver, hook: string): Promise<boolean> => driver.hover(hook).then(() => true, () => false);
const focusInside = (driver: Driver, hook: string): Promise<boolean> => driver.evaluate(focusFirstFocusable, hook);

/** In the page: the next hook still waiting that no turn has touched yet, marked; its selector. */
function markNextWaitingHook(): string | null {
  const hook = document.querySelector('[data-island-state="waiting"]:not([data-engine-touched])');
  if (!hook) return null;
  const id = String(document.querySelectorAll('[data-engine-touched]').length);
  hook.setAttribute('data-engine-touched', id);
  return `[data-engine-touched="${id}"]`;
}

/** In the page: marks the control that shows the hook (the summary of its outermost closed `<details>`, or its panel's tab); false when nothing hides it. */
function markWhatHides(selector: string): boolean {
  document.querySelector('[data-engine-reveal]')?.removeAttribute('data-engine-reveal');
  const hook = document.querySelector(selector);
  let closed: Element | null = null;
  for (let node = hook?.parentElement?.closest('details:not([open])'); node; node = node.parentElement?.closest('details:not([open])')) closed = node;
  const panel = hook?.closest('[role="tabpanel"]');
  const control = closed
    ? closed.querySelector(':scope > summary')
    : panel && panel.getClientRects().length === 0
      ? document.querySelector(`[role="tab"][aria-controls="${panel.id}"]`)
      : null;
  control?.setAttribute('data-engine-reveal', '');
  return Boolean(control);
}

/** In the page: focuses the first thing a Tab would reach inside the hook (or the hook itself). */
function focusFirstFocusable(selector: string): boolean {
  const hook = document.querySelector(selector);
  const focusable = hook?.matches('a[href], button, input, select, textarea, summary')
    ? hook
    : hook?.querySelector('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, [tabindex]');
  if (!(focusable instanceof HTMLElement)) return false;
  focusable.focus();
  return document.activeElement === focusable;
}

const describe = (hooks: HookState[]): string => hooks.map((hook) => `${hook.island}:${hook.state}`).join(', ');
