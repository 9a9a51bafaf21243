/** Proof that a failure stayed inside its island: another island on the same page still works. */
import type { Page } from '@playwright/test';
import { expect } from '../test';
import { expectOpen } from '../disclosure-open';

const accountMenu = (page: Page) => page.locator('header details.account-menu[data-island="disclosure"]');

/** The header's "Moje konto" dropdown (a disclosure) on every page, by mouse. */
export async function accountMenuByMouse(page: Page): Promise<void> {
  const menu = accountMenu(page);
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  await expectOpen(menu.locator('summary'), true);
  await menu.locator('summary').click();
  await expect(menu).not.toHaveAttribute('open');
}

/**
 * The same dropdown by keyboard, usable while the full-page loading indicator covers the page (it
 * takes the pointer, not the keyboard). Escape closing it is the island's work, not the browser's.
 */
export async function accountMenuByKeyboard(page: Page): Promise<void> {
  const menu = accountMenu(page);
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  await expectOpen(menu.locator('summary'), true);
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  await expect(menu.locator('summary')).toBeFocused();
}

/** The wishlist toggle of a product card or product page: on, and the wishlist follows; off again. */
export async function wishlistToggle(page: Page): Promise<void> {
  const toggle = page.locator('[data-island="wishlist-toggle"] .wishlist-toggle').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'wishlist-cookie')).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
}

/** Typing in the header search still brings suggestions. */
export async function headerSearch(page: Page): Promise<void> {
  const field = page.locator('#header-search-q');
  await field.click();
  await field.pressSequentially('namiot');
  await expect(page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' }).getByRole('option', { name: /Namiot/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
}

/** An FAQ item (a disclosure in an accordion) opens by mouse. */
export async function faqItem(page: Page): Promise<void> {
  const item = page.locator('main details[data-island="disclosure"]').first();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  await expectOpen(item.locator('summary'), true);
}
