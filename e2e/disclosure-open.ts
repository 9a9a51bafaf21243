import { expect, type Locator } from '@playwright/test';

/**
 * That the disclosure island around `summary` is awake and its <details> open or shut. The <details>
 * says it (ARIA in HTML allows no state on a <summary>); the closing slide ends before `open` goes.
 */
export async function expectOpen(summary: Locator, open: boolean): Promise<void> {
  const details = summary.locator('xpath=..');
  await expect(details).toHaveAttribute('data-island-state', 'mounted');
  await expect(details).toHaveJSProperty('open', open);
}
