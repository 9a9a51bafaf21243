import type { Page } from '@playwright/test';

/** Starts recording layout shifts not caused by input; call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift scores recorded so far, one per layout-shift entry. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}
