import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
});

test('opens by mouse, traps focus, closes on Escape and returns focus to the trigger', async ({ page }) => {
  const trigger = page.getByRole('link', { name: 'Tabela rozmiarów' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Tabela rozmiarów' });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/tabela-rozmiarow');
  await expect(dialog.locator('table')).toBeVisible();
  // Focus is inside and stays inside however far the shopper tabs.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveClass(/is-closing/);
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('opens by keyboard and closes with its close button', async ({ page }) => {
  const trigger = page.getByRole('link', { name: 'Tabela rozmiarów' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tabela rozmiarów' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).press('Enter');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('closes on a click on the backdrop but not on a click inside, and is removed 410 ms after fading', async ({ page }) => {
  const start = new Date('2026-11-21T12:00:00Z');
  await page.clock.install({ time: start });
  await page.reload();
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tabela rozmiarów' });
  await dialog.locator('table').click();
  await expect(dialog).not.toHaveClass(/is-closing/);
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveClass(/is-closing/);
  await page.clock.runFor(400);
  await expect(page.locator('dialog')).toHaveCount(1);
  await page.clock.runFor(10);
  await expect(page.locator('dialog')).toHaveCount(0);
});

test('without JavaScript the trigger is a link to the same content', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
  await expect(page).toHaveURL(/\/tabela-rozmiarow$/);
  await expect(page.locator('table')).toBeVisible();
  await context.close();
});
