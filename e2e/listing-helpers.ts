/** Shared steps of the listing journeys (issue 3). */
import type { Page } from '@playwright/test';
import { expect } from './test';

export const LISTING = '/kategoria/odziez';

/** Marks the document, so a journey can prove a change happened without a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sfMark: boolean }).sfMark = true));
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sfMark?: boolean }).sfMark === true);
}

/** The result count a full load of `url` shows: what a swap must show too. */
export async function serverResultCount(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  return /Znaleziono [^<]*/.exec(html)![0];
}

/** The listing page, its swap island awake (it wakes on idle) and its slider drawn. */
export async function openListing(page: Page, url: string = LISTING): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-island="listing-swap"]')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('[data-island="price-slider"]')).toHaveAttribute('data-island-state', 'mounted');
}

export const resultCount = (page: Page) => page.locator('[data-result-count]');
export const announcer = (page: Page) => page.locator('[data-sf-announcer]');
export const producerBoxes = (page: Page) => page.locator('#filter-form input[name="producer"]');

/** The listing pages the fixture shop served this visitor (page loads and swaps alike), by path and query, from its call log. */
export async function listingRequests(page: Page): Promise<string[]> {
  const calls = (await (await page.request.get('/__fixture/calls?all=1')).json()) as { call: string; url: string }[];
  return calls.filter((c) => c.call === 'listing').map((c) => c.url);
}

/**
 * The shopper saves data, so the listing swap fetches nothing ahead: a journey's one broken answer
 * meets the swap's own request, not a prefetch that would be dropped and fetched again (issue 39).
 */
export async function savingData(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
}
