/** Issue 39, listing prefetch: a filter or page link the shopper rests on is fetched before the click. */
import type { Page } from '@playwright/test';
import { documentIsMarked, listingRequests, markDocument, openListing, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

const requestsFor = async (page: Page, url: string) => (await listingRequests(page)).filter((asked) => asked === url).length;

const pathAndQuery = (url: string) => new URL(url).pathname + new URL(url).search;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

test('a page link hovered 250 ms then clicked swaps in the next page on the one request its hover sent', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  const link = page.getByRole('link', { name: 'Strona 2' });
  const target = pathAndQuery(new URL((await link.getAttribute('href'))!, page.url()).href);
  await link.hover();
  await page.waitForTimeout(250);
  await expect.poll(() => requestsFor(page, target)).toBe(1);
  await link.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('#listing-heading')).toBeFocused();
  expect(await requestsFor(page, target)).toBe(1);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  expect(await documentIsMarked(page)).toBe(true);
});

test('a filter hovered 250 ms on its label then clicked swaps on the one request its hover sent, for the very URL the form gives', async ({ page }) => {
  await openListing(page);
  await markDocument(page);
  const label = page.locator('#filter-form label[for^="filter-producer-"]').nth(1);
  await label.hover();
  await page.waitForTimeout(250);
  await expect.poll(async () => (await listingRequests(page)).length).toBe(2);
  await label.click();
  await expect(page).toHaveURL(/producer=/);
  const target = pathAndQuery(page.url());
  expect(await requestsFor(page, target)).toBe(1);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  expect(await documentIsMarked(page)).toBe(true);
});

test('a page link hovered 100 ms and left sends nothing', async ({ page }) => {
  await openListing(page);
  const link = page.getByRole('link', { name: 'Strona 2' });
  const target = pathAndQuery(new URL((await link.getAttribute('href'))!, page.url()).href);
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  // How long the pointer stayed, as the page saw it: a busy machine must not stretch it past 200 ms unseen.
  await link.evaluate((element) => {
    const seen: number[] = [];
    (window as unknown as { sfHover: number[] }).sfHover = seen;
    element.addEventListener('pointerover', () => seen.push(performance.now()), { once: true });
    element.addEventListener('pointerout', () => seen.push(performance.now()), { once: true });
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(100);
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  const [over, out] = await page.evaluate(() => (window as unknown as { sfHover: number[] }).sfHover);
  expect(out! - over!).toBeLessThan(200);
  expect(await requestsFor(page, target)).toBe(0);
  expect(await listingRequests(page)).toHaveLength(1);
});
