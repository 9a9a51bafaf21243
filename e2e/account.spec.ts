import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';
import { expectOpen } from './disclosure-open';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function expandsByMouse(page: Page, block: Locator, table: string) {
  const summary = block.locator('summary');
  await summary.click();
  await expect(block).toHaveAttribute('open', '');
  await expectOpen(summary, true);
  await expect(block.getByRole('table', { name: table })).toBeVisible();
  // Reading a table is no reason to fold it: a click elsewhere leaves it open.
  await page.locator('main h1').click();
  await expect(block).toHaveAttribute('open', '');
  await summary.click();
  await expectOpen(summary, false);
  await expect(block).not.toHaveAttribute('open');
}

async function expandsByKeyboard(page: Page, first: Locator, second: Locator) {
  await first.locator('summary').focus();
  await page.keyboard.press('Tab');
  await expect(second.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('open', '');
  await expectOpen(second.locator('summary'), true);
  await page.keyboard.press('Space');
  await expect(second).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(second).not.toHaveAttribute('open');
  await expect(second.locator('summary')).toBeFocused();
}

test('orders: order details expand and collapse by mouse, the summary names the order', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.orders);
  const order = page.locator('#order-1');
  await expect(order.locator('summary')).toContainText('Zamówienie ZS/2025/01042');
  await expandsByMouse(page, order, 'Produkty zamówienia ZS/2025/01042');
});

test('orders: by keyboard, Enter and Space toggle, Escape closes with focus kept; axe clean when open', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.orders);
  await expandsByKeyboard(page, page.locator('#order-1'), page.locator('#order-2'));
  await page.keyboard.press('Enter');
  await expect(page.locator('#order-2')).toHaveAttribute('open', '');
  expect(await axeViolations(page)).toEqual([]);
});

test('saved carts: blocks expand and collapse by mouse', async ({ page }) => {
  await page.goto(FIXTURE_PAGES['saved-carts']);
  await expandsByMouse(page, page.locator('#saved-cart-2'), 'Produkty koszyka Prezenty na święta');
});

test('saved carts: by keyboard; several blocks may be open together; axe clean when open', async ({ page }) => {
  await page.goto(FIXTURE_PAGES['saved-carts']);
  await expandsByKeyboard(page, page.locator('#saved-cart-1'), page.locator('#saved-cart-2'));
  await page.locator('#saved-cart-1 summary').press('Enter');
  await page.locator('#saved-cart-3 summary').press('Enter');
  await expect(page.locator('main details[open]')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});
