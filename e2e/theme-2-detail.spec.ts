/**
 * Theme 2's product page (fixtures/theme-2/detail*.ts): options and add to cart, the quantity box after the theme's
 * hidden input, the gallery with its thumbnails first, and the tabs whose headings sit in panel headers. Each keeps
 * the theme's words and markup where the island only changes its own state.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe-violations';
import { callsOf, choose } from './detail-helpers';
import { JACKET_2, T2 } from './theme-2-helpers';
import { gx } from './theme-2-messages';
import { acceptCookies, expect, test } from './test';

const TENT_2 = `${T2}/produkt/3-namiot-zubr`;
const price = (page: Page) => page.locator('#product-price');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

/** The theme's price parts and the days slot with the words around it, as nodes: a choice must keep every one. */
const THEME_NODES = '#product-price strong, #product-price s, #product-price em, .gx-stock__ship, .gx-stock__ship span';

test('a chosen variant updates the price and only the number of the days slot, in the theme\'s words and nodes', async ({ page }) => {
  await page.goto(JACKET_2);
  await page.evaluate((selector) => ((window as unknown as { themeNodes: Node[] }).themeNodes = [...document.querySelectorAll(selector), ...document.querySelector('.gx-stock__ship')!.childNodes]), THEME_NODES);
  await choose(page, 'XL');
  await choose(page, 'Czarny');
  await expect(price(page)).toHaveAttribute('data-product-price', '509.99');
  await expect(price(page).locator('strong')).toHaveText(gx('price.amount', { amount: '509,99' }));
  await expect(price(page).locator('s')).toBeVisible();
  await expect(price(page).locator('em')).toHaveText(gx('price.discount', { rate: 15 }));

  await choose(page, 'L');
  await choose(page, 'Żółty');
  await expect(page.locator('[data-availability-text]')).toHaveText('Na zamówienie');
  await expect(page.locator('[data-availability-days]')).toHaveText('7');
  await expect(page.locator('.gx-stock__ship')).toHaveText('Czas wysyłki: 7 dni rob.');
  const kept = await page.evaluate((selector) => {
    const before = (window as unknown as { themeNodes: Node[] }).themeNodes;
    const now = [...document.querySelectorAll(selector), ...document.querySelector('.gx-stock__ship')!.childNodes];
    return { count: before.length, same: before.length === now.length && before.every((node, i) => node === now[i] && node.isConnected) };
  }, THEME_NODES);
  expect(kept).toEqual({ count: 8, same: true });
});

test('add to cart sends the chosen variant, confirms in theme 2\'s words and refreshes theme 2\'s mini cart', async ({ page }) => {
  await page.goto(JACKET_2);
  await choose(page, 'M');
  await choose(page, 'Czerwony');
  await page.getByRole('button', { name: 'Do koszyka' }).click();
  const dialog = page.getByRole('dialog', { name: gx('add-to-cart.added') });
  await expect(dialog).toContainText('Produkt jest w koszyku');
  await expect(dialog.getByRole('link', { name: 'Zobacz koszyk' })).toHaveAttribute('href', `${T2}/koszyk`);
  await expect(page.locator('header .gx-bag__count')).toHaveText('1 szt.');
  const [added] = await callsOf(page, 'AddCart');
  expect(added!.body).toMatchObject({ request: { Amount: 1, ProductId: 1, OptionId: expect.any(Number) } });
  expect((added!.body as { request: { OptionId: number } }).request.OptionId).toBeGreaterThan(0);
});

test('the quantity box steps the number field that follows the theme\'s hidden input, and the amount is sent', async ({ page }) => {
  await page.goto(TENT_2);
  const plus = page.getByRole('button', { name: 'Dodaj sztukę' });
  await plus.click();
  await plus.click();
  await expect(page.getByRole('spinbutton', { name: 'Liczba sztuk' })).toHaveValue('3');
  await expect(page.locator('.gx-qty input[type="hidden"][name="productId"]')).toHaveValue('3');
  await expect(plus).toHaveAttribute('aria-controls', 'gx-ilosc');
  await page.getByRole('button', { name: 'Do koszyka' }).click();
  await expect(page.getByRole('dialog', { name: gx('add-to-cart.added') })).toContainText('3 ×');
  const [added] = await callsOf(page, 'AddCart');
  expect(added!.body).toMatchObject({ request: { Amount: 3, ProductId: 3 } });
});

test('the gallery slides inside the theme\'s stage and keeps its thumbnails first; the lightbox opens, and axe finds nothing', async ({ page }) => {
  await page.goto(JACKET_2);
  const gallery = page.locator('[data-island="gallery"]');
  await expect(gallery).toHaveAttribute('data-island-state', 'mounted');
  const thumbs = gallery.locator('.gallery-thumb');
  await thumbs.nth(2).click();
  await expect(gallery.locator('.glide__slide[aria-hidden="false"] img')).toHaveAttribute('src', '/dane/full/p-01-a.png');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  expect(await gallery.evaluate((element) => [...element.children].map((child) => child.className))).toEqual(['gx-photos__thumbs', 'gallery-main gx-photos__stage']);
  expect(await axeViolations(page)).toEqual([]);

  const zoom = page.getByRole('button', { name: gx('gallery.zoom') });
  await zoom.click();
  const lightbox = page.getByRole('dialog', { name: 'Kurtka zimowa żółta Łoś' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.lightbox__image')).toHaveAttribute('src', '/dane/source/p-01-a.png');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(zoom).toBeFocused();
});

test('tabs name themselves from the headings in the theme\'s panel headers; a click shows its panel only, its header kept', async ({ page }) => {
  await page.goto(JACKET_2);
  await page.locator('#gx-info').scrollIntoViewIfNeeded();
  const tablist = page.getByRole('tablist', { name: 'Szczegóły produktu' });
  await expect(tablist.getByRole('tab')).toHaveText(['Opis produktu', 'Dane techniczne', 'Recenzje']);
  await tablist.getByRole('tab', { name: 'Recenzje' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Recenzje' });
  await expect(reviews).toBeVisible();
  await expect(page.locator('#gx-opis')).toBeHidden();
  await expect(reviews.locator(':scope > header.gx-panel__head > h2')).toHaveText('Recenzje');
  expect(await axeViolations(page)).toEqual([]);
});
