/** Shared steps of the fresh-state journeys (issue 39): the mini cart, and what theme scripts hear of it. */
import type { BrowserContext, Page } from '@playwright/test';
import { cartButton, TENT } from './detail-helpers';
import { expect } from './test';

export const MINI_CART_COUNT = '[data-cart-refresh-area] .mini-cart__count';
export const miniCartCount = (page: Page) => page.locator(MINI_CART_COUNT);

/** The `source` of every `storefront:cart` the page hears, from its first script on. */
export async function hearCartSources(page: Page | BrowserContext): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = ((window as unknown as { sfCartSources: string[] }).sfCartSources = []);
    document.addEventListener('storefront:cart', (event) => heard.push(event.detail.source));
    addEventListener('pageshow', (event) => {
      if (event.persisted) (window as unknown as { sfRestored: boolean }).sfRestored = true;
    });
  });
}
export const cartSources = (page: Page) => page.evaluate(() => (window as unknown as { sfCartSources: string[] }).sfCartSources);

export async function addTent(page: Page): Promise<void> {
  await page.goto(TENT);
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  await expect(miniCartCount(page)).toHaveText('1 produkt');
}
