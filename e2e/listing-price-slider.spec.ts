/** Issue 3, item 2: the price slider (two nouislider handles plus the lower/upper inputs). */
import { LISTING, openListing, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

const lower = (page: import('@playwright/test').Page) => page.getByRole('slider', { name: 'Cena minimalna' });
const upper = (page: import('@playwright/test').Page) => page.getByRole('slider', { name: 'Cena maksymalna' });
const filter = (page: import('@playwright/test').Page) => page.locator('#filter-form [data-island="price-slider"]');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('starts from priceFrom/priceTo of the URL, and from the bounds when they are absent', async ({ page }) => {
  await openListing(page, `${LISTING}?priceFrom=100&priceTo=600`);
  await expect(lower(page)).toHaveAttribute('aria-valuetext', '100\u00a0zł');
  await expect(upper(page)).toHaveAttribute('aria-valuetext', '600\u00a0zł');
  await openListing(page);
  const [min, max] = [await filter(page).getAttribute('data-price-min'), await filter(page).getAttribute('data-price-max')];
  await expect(lower(page)).toHaveAttribute('aria-valuetext', `${min}\u00a0zł`);
  await expect(upper(page)).toHaveAttribute('aria-valuetext', `${max}\u00a0zł`);
});

test('by keyboard: arrows, Page Up/Down, Home and End move a handle and the filter follows after the pause', async ({ page }) => {
  await openListing(page, `${LISTING}?priceFrom=100&priceTo=600`);
  await lower(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageUp');
  await expect(lower(page)).toHaveAttribute('aria-valuetext', '112\u00a0zł');
  await expect(page.locator('#filter-price-from')).toHaveValue('112');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('PageDown');
  await expect(lower(page)).toHaveAttribute('aria-valuetext', '101\u00a0zł');
  await expect(page).toHaveURL(/priceFrom=101&priceTo=600/);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  // The handle keeps focus: the filter form the shopper uses is not replaced.
  await expect(lower(page)).toBeFocused();
  await upper(page).focus();
  await page.keyboard.press('End');
  const max = await filter(page).getAttribute('data-price-max');
  await expect(upper(page)).toHaveAttribute('aria-valuetext', `${max}\u00a0zł`);
  await expect(page.locator('#filter-price-to')).toHaveValue('');
  await expect(page).not.toHaveURL(/priceTo=/);
  await lower(page).focus();
  await page.keyboard.press('Home');
  await expect(page).not.toHaveURL(/priceFrom=/);
});

test('by mouse: dragging the upper handle filters by the new upper price', async ({ page }) => {
  await openListing(page);
  await upper(page).scrollIntoViewIfNeeded();
  const handle = await upper(page).boundingBox();
  const track = await page.locator('.sf-price-slider').boundingBox();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(track!.x + track!.width / 2, handle!.y + handle!.height / 2, { steps: 5 });
  await page.mouse.up();
  const text = await upper(page).getAttribute('aria-valuetext');
  const value = /^(\d+)\u00a0zł$/.exec(text!)![1];
  await expect(page.locator('#filter-price-to')).toHaveValue(value!);
  await expect(page).toHaveURL(new RegExp(`priceTo=${value}`));
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
});

test('typed values are corrected, never sent: decimals, out of range, lower above upper, letters', async ({ page }) => {
  await openListing(page);
  const max = Number(await filter(page).getAttribute('data-price-max'));
  const from = page.locator('#filter-price-from');
  const to = page.locator('#filter-price-to');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/kategoria/')) requests.push(request.url());
  });
  await from.fill('99.6');
  await expect(page).toHaveURL(/priceFrom=100(&|$)/);
  await expect(from).toHaveValue('100');
  await to.fill('999999');
  await from.press('Tab');
  await expect(to).toHaveValue('');
  await from.fill('300');
  await to.fill('200');
  await to.press('Enter');
  await expect(to).toHaveValue('300');
  await expect(page).toHaveURL(/priceFrom=300&priceTo=300/);
  await to.fill('');
  await to.pressSequentially('e');
  await to.press('Enter');
  await expect(to).toHaveValue('');
  await expect(page).toHaveURL(/priceFrom=300$/);
  await expect(upper(page)).toHaveAttribute('aria-valuetext', `${max}\u00a0zł`);
  for (const url of requests) expect(url).not.toMatch(/price(From|To)=(\d*[.,e]|[^&]*[a-z]|999999)/i);
});

test('with data-auto-submit="false" the slider never submits the form (advanced search)', async ({ page }) => {
  await page.goto('/szukaj');
  const slider = page.locator('[data-island="price-slider"]');
  await expect(slider).toHaveAttribute('data-auto-submit', 'false');
  await expect(slider).toHaveAttribute('data-island-state', 'mounted');
  await page.clock.install();
  await lower(page).focus();
  await page.keyboard.press('PageUp');
  await page.locator('#search-price-to').fill('500');
  await page.clock.runFor(5000);
  await expect(page).toHaveURL(/\/szukaj$/);
  await expect(page.locator('#search-price-from')).not.toHaveValue('');
});

test('follows the priceBounds signal: a category chosen in advanced search sets the range and clamps the values', async ({ page }) => {
  await page.goto('/szukaj');
  await expect(page.locator('[data-island="price-slider"]')).toHaveAttribute('data-island-state', 'mounted');
  await page.locator('#search-price-to').fill('100000');
  await page.locator('#search-price-to').press('Tab');
  const answer = page.waitForResponse('**/api/frontend/AdvancedSearch');
  await page.locator('#search-category').selectOption({ index: 2 });
  const bounds = (await (await answer).json()) as { min: number; max: number };
  await expect(upper(page)).toHaveAttribute('aria-valuemax', `${Math.ceil(bounds.max)}.0`);
  await expect(upper(page)).toHaveAttribute('aria-valuetext', `${Math.ceil(bounds.max)}\u00a0zł`);
  await expect(page.locator('#search-price-to')).toHaveAttribute('max', String(Math.ceil(bounds.max)));
  await expect(page.locator('#search-price-from')).toHaveAttribute('placeholder', String(Math.floor(bounds.min)));
});
