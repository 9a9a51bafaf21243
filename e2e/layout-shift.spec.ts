import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { expect, FIXTURE_PAGES, test } from './test';
import { expectOpen } from './disclosure-open';

test('islands enhance the page without shifting it: the notice and the dialog shift nothing', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  await expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible();
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await layoutShifts(page)).toEqual([]);
});

test('the account dropdown floats: opening it, slide included, moves nothing on the page', async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie_privacy_on', value: '1', url: test.info().project.use.baseURL! }]);
  await page.goto(FIXTURE_PAGES.listing);
  const heading = page.locator('main h1');
  const before = await heading.boundingBox();
  const dropdown = page.locator('header details[data-island="disclosure"]').first();
  await dropdown.locator('summary').click();
  await expectOpen(dropdown.locator('summary'), true);
  // Sampled during the 500 ms slide and after it.
  for (const wait of [100, 250, 600]) {
    await page.waitForTimeout(wait);
    expect(await heading.boundingBox()).toEqual(before);
  }
  await expect(dropdown.getByRole('link', { name: 'Zamówienia' })).toBeVisible();
});
