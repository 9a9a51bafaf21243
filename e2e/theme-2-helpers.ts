/** Theme 2 of the fixture shop (/motyw-2, fixtures/theme-2): its pages, and waking every hook on a page. */
import type { Page } from '@playwright/test';
import { expect } from './test';

export const T2 = '/motyw-2';

/** One page per page type, with the `data-page` it renders as. */
export const THEME_2_PAGES: [path: string, pageType: string][] = [
  [`${T2}/`, 'mainpage'],
  [`${T2}/kategoria/odziez`, 'listing'],
  [`${T2}/produkt/1-kurtka-zimowa-zolta-los`, 'detail'],
  [`${T2}/produkt/4-spiwor-puchowy-sokol`, 'detail'],
  [`${T2}/koszyk`, 'cart'],
  [`${T2}/szukaj?q=kurtka`, 'advanced-search'],
  [`${T2}/faq`, 'faq'],
  [`${T2}/zamowienie/krok-2`, 'checkout'],
  [`${T2}/konto/zamowienia`, 'orders'],
  [`${T2}/konto/zapisane-koszyki`, 'saved-carts'],
  [`${T2}/tabela-rozmiarow`, 'cms'],
  [`${T2}/kontakt`, 'contact'],
];

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
