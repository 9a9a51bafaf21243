import type { Driver } from './driver';

/** Engines under a shared, loaded machine answer slower than Chromium alone: more than Playwright's 8 s. */
const TIMEOUT_MS = 15_000;

/**
 * Polls a page function until it returns something truthy, and returns that. An evaluation that fails
 * (the page is navigating) is tried again; the last result or error is named when time runs out.
 */
type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export async function waitFor<Args extends unknown[], Result>(driver: Driver, what: string, fn: (...args: Args) => Result | Promise<Result>, ...args: Args): Promise<Truthy<Result>> {
  const deadline = Date.now() + TIMEOUT_MS;
  let last: unknown;
  for (;;) {
    try {
      last = await driver.evaluate(fn, ...args);
      if (last) return last as Truthy<Result>;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await sleep(100);
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
