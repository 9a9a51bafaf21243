/** Theme 2 of the fixture shop (/motyw-2, fixtures/theme-2): its pages, and waking every hook on a page. */
import type { Page } from '@playwright/test';
import { T2 } from './fixture-pages';
import { expect } from './test';

export { T2, THEME_2_PAGES } from './fixture-pages';

export const JACKET_2 = `${T2}/produkt/1-kurtka-zimowa-zolta-los`;
export const LISTING_2 = `${T2}/kategoria/odziez`;

/** Puts one tent (product 3) into a fresh cart, so the cart page has a line with its hooks. */
export async function cartWithTent(page: Page, amount = 1): Promise<void> {
  await page.request.post('/__fixture/reset');
  const added = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: amount, ProductId: 3, OptionId: -1, addons: [] } } });
  expect(added.ok()).toBe(true);
}

/**
 * Wakes every hook as a shopper would reach it: each is scrolled to (the `visible` ones) and gets a mouseover
 * (the `interaction` ones, which boot wakes from a document listener); `load` and `idle` ones wake by themselves.
 * Two frames after each scroll let the IntersectionObserver see it. Then waits until no chunk is loading; hooks
 * that a woken island brings get their own round.
 */
export async function wakeEveryHook(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const woken = await page.evaluate(async () => {
      const waiting = [...document.querySelectorAll('[data-island-state="waiting"]')];
      for (const hook of waiting) {
        hook.scrollIntoView({ block: 'center' });
        hook.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      return waiting.length;
    });
    await expect(page.locator('[data-island-state="loading"]')).toHaveCount(0);
    if (woken === 0) break;
  }
}

/** Every hook not mounted, as `name#id: state`, for a failure that says which. */
export function hooksNotMounted(page: Page): Promise<string[]> {
  return page.locator('[data-island]').evaluateAll((hooks) =>
    hooks
      .filter((hook) => hook.getAttribute('data-island-state') !== 'mounted')
      .map((hook) => `${hook.getAttribute('data-island')}${hook.id ? `#${hook.id}` : ''}: ${hook.getAttribute('data-island-state')}`),
  );
}
