/** Issue 3, item 5: the wishlist toggles on every card and the wishlist box, one shared signal. */
import type { Locator, Page } from '@playwright/test';
import { announcer, documentIsMarked, LISTING, markDocument } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

/** The box wakes as it nears the viewport, below the fold here: the test scrolls to it, as a shopper would to read it. */
async function shownBox(page: Page): Promise<Locator> {
  const box = page.locator('section.wishlist-box');
  await box.scrollIntoViewIfNeeded();
  return box;
}

async function wishlistCookie(page: Page): Promise<{ id: number; date: number }[]> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'wishlist-cookie');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : [];
}

async function setWishlistCookie(page: Page, value: string): Promise<void> {
  await page.context().addCookies([{ name: 'wishlist-cookie', value: encodeURIComponent(value), url: test.info().project.use.baseURL! }]);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('by mouse: a toggle adds and removes, every copy of the toggle and the box follow, each change is announced', async ({ page }) => {
  // 300 cards cycle the 240 products, so the first products appear twice.
  await page.goto(`${LISTING}?__cards=300`);
  const card = page.locator('.product-card').first();
  const name = (await card.locator('.product-card__title').textContent())!.trim();
  const id = await card.getAttribute('data-product-id');
  const copies = page.locator(`.product-card[data-product-id="${id}"] .wishlist-toggle`);
  await expect(copies).toHaveCount(2);
  await copies.first().click();
  await expect(copies.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(copies.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '1');
  await expect((await shownBox(page)).locator('.wishlist-box__count')).toHaveText('(1)');
  await expect((await shownBox(page)).getByRole('link', { name })).toBeVisible();
  await expect(announcer(page)).toHaveText(`Dodano do schowka: ${name}. W schowku: 1.`);
  expect((await wishlistCookie(page)).map((e) => e.id)).toEqual([Number(id)]);
  await copies.nth(1).click();
  await expect(copies.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '0');
  await expect((await shownBox(page)).locator('.wishlist-box__empty')).toBeVisible();
  await expect(announcer(page)).toHaveText(`Usunięto ze schowka: ${name}. W schowku: 0.`);
  expect(await wishlistCookie(page)).toEqual([]);
});

test('the box sleeps below the fold; scrolled to, it shows the wishlist as it stands then', async ({ page }) => {
  await page.goto(LISTING);
  const box = page.locator('section.wishlist-box');
  const card = page.locator('.product-card').first();
  const name = (await card.locator('.product-card__title').textContent())!.trim();
  await card.locator('.wishlist-toggle').click();
  await expect(card.locator('.wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
  // A box nobody looks at costs the page no island.
  await expect(box).toHaveAttribute('data-island-state', 'waiting');
  await expect(box).toHaveAttribute('data-wishlist-count', '0');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-island-state', 'mounted');
  await expect(box).toHaveAttribute('data-wishlist-count', '1');
  await expect(box.getByRole('link', { name })).toBeVisible();
});

test('by keyboard: Enter and Space toggle, with the Polish name and aria-pressed', async ({ page }) => {
  await page.goto(LISTING);
  const toggle = page.locator('.wishlist-toggle').nth(2);
  const name = (await page.locator('.product-card__title').nth(2).textContent())!.trim();
  await expect(toggle).toHaveAccessibleName(`Dodaj do schowka: ${name}`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '1');
  // The server renders the same state on the next load.
  await page.reload();
  await expect(page.locator('.wishlist-toggle').nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect((await shownBox(page)).getByRole('link', { name })).toBeVisible();
});

test('the 21st entry drops the oldest', async ({ page }) => {
  const full = Array.from({ length: 20 }, (_, i) => ({ id: 201 + i, date: 1_700_000_000_000 + i }));
  await setWishlistCookie(page, JSON.stringify(full));
  await page.goto(LISTING);
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '20');
  const oldest = (await shownBox(page)).locator('li[data-product-id="201"]');
  await expect(oldest).toHaveCount(1);
  const id = Number(await page.locator('.product-card').first().getAttribute('data-product-id'));
  expect(full.map((e) => e.id)).not.toContain(id);
  const toggle = page.locator(`.product-card[data-product-id="${id}"] .wishlist-toggle`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '20');
  await expect(oldest).toHaveCount(0);
  await expect((await shownBox(page)).locator('li').first()).toHaveAttribute('data-product-id', String(id));
  await expect(announcer(page)).toContainText('usunięto najdawniej dodany');
  const ids = (await wishlistCookie(page)).map((e) => e.id);
  expect(ids).toHaveLength(20);
  expect(ids).not.toContain(201);
  expect(ids.at(-1)).toBe(id);
});

test('a tampered cookie is cleaned and breaks nothing', async ({ page }) => {
  await setWishlistCookie(page, '[{"id":3,"date":5},{"id":"x"},{"id":-1,"date":2},"<img src=x onerror=alert(1)>",{"id":3,"date":9}]');
  await page.goto(LISTING);
  await expect(await shownBox(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect.poll(() => wishlistCookie(page)).toEqual([{ id: 3, date: 9 }]);
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '1');
  await setWishlistCookie(page, 'nie-json{');
  await page.reload();
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '0');
  await page.locator('.wishlist-toggle').first().click();
  await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '1');
  expect(await wishlistCookie(page)).toHaveLength(1);
});

// Issue 12: a touch before the toggle wakes is held, then replayed on the very button the shopper
// touched; a form post would reload the page (the mark would be gone) and toggle on the server.
for (const [way, press] of [
  ['a click', (toggle: Locator) => toggle.click()],
  ['Enter', (toggle: Locator) => toggle.press('Enter')],
  ['Space', (toggle: Locator) => toggle.press('Space')],
] as const) {
  test(`${way} made while the toggle's chunk loads is held, then toggles exactly once, without a form post`, async ({ page }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\/wishlist-toggle-\w+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(LISTING);
    await markDocument(page);
    const hook = page.locator('[data-island="wishlist-toggle"]').nth(1);
    const toggle = hook.locator('.wishlist-toggle');
    await press(toggle);
    await expect(hook).toHaveAttribute('data-island-state', 'loading');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(hook).toHaveAttribute('data-island-state', 'mounted');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(await shownBox(page)).toHaveAttribute('data-wishlist-count', '1');
    await expect(announcer(page)).toContainText('Dodano do schowka');
    expect(await wishlistCookie(page)).toHaveLength(1);
    expect(await documentIsMarked(page)).toBe(true);
  });
}
