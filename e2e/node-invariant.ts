/**
 * The node invariant, measured in the page: every element inside a hook when parsing ended is noted
 * (before boot runs), and later counted per island (the innermost hook it was in) as kept or replaced.
 */
import type { Page } from '@playwright/test';

/** Per island name: how many of its elements the page had when parsing ended, and how many left it. */
export type NodeCount = Record<string, { elements: number; replaced: number }>;

/** Installs the note-taking: runs when parsing ends, before any deferred or module script. */
export async function noteHookElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const noted = [...document.querySelectorAll('[data-island] *')].map((element) => ({
        element,
        island: element.parentElement!.closest('[data-island]')!.getAttribute('data-island')!,
      }));
      (window as unknown as { __hookElements: typeof noted }).__hookElements = noted;
    });
  });
}

/** How the noted elements stand now, per island. */
export function countNodes(page: Page): Promise<NodeCount> {
  return page.evaluate(() => {
    const noted = (window as unknown as { __hookElements: { element: Element; island: string }[] }).__hookElements;
    const counts: Record<string, { elements: number; replaced: number }> = {};
    for (const { element, island } of noted) {
      counts[island] ??= { elements: 0, replaced: 0 };
      counts[island].elements += 1;
      if (!element.isConnected) counts[island].replaced += 1;
    }
    return counts;
  });
}
