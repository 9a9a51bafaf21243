import type { Page } from '@playwright/test';

/** One layout shift not caused by input: its score, and each moved node as `tag#id.class (x,y w×h) → (x,y w×h)`. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/** Starts recording layout shifts not caused by input; call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const rect = (r: DOMRectReadOnly) => `(${r.x},${r.y} ${r.width}×${r.height})`;
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    // Described as they happen: a shifted node may be replaced before the test reads the list.
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far, in order. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { shifts: LayoutShift[] }).shifts);
}
