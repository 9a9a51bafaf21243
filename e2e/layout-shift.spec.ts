import { expect, FIXTURE_PAGES, test } from './test';

test('islands enhance the page without shifting it: notice, dropdown and dialog together shift nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  await expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible();
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});
