/** The node invariant's probe (fixtures/node-probe.ts) in a Playwright page. */
import type { Page } from '@playwright/test';
import { NOTE_HOOK_ELEMENTS, replacedElements, type NodeCount } from '../fixtures/node-probe';

export type { NodeCount };

/** Installs the note-taking: runs when parsing ends, before any deferred or module script. */
export async function noteHookElements(page: Page): Promise<void> {
  await page.addInitScript(NOTE_HOOK_ELEMENTS);
}

/** How the noted elements stand now, per island. */
export const countNodes = (page: Page): Promise<NodeCount> => page.evaluate(replacedElements);
