/**
 * Issue 39, "Swaps keep what stays": the node invariant extended to listing swaps. A filter change,
 * Back and Forward morph the answer's parts into the page; every element the answer still holds (by id,
 * or a product's card and wishlist toggle by data-product-id) is the node it was, and the price slider
 * kept stays mounted, pressable right after the address changed.
 */
import type { Page } from '@playwright/test';
import { LISTING, openListing, resultCount, serverResultCount } from './listing-helpers';
import { acceptCookies, expect, test } from './test';

/** Every keyed element of the listing parts now, marked, by key: its id, or its kind and product. */
const markKeyed = (page: Page) =>
  page.evaluate(() => {
    const keyOf = (element: Element) => {
      const id = element.getAttribute('id');
      const product = element.getAttribute('data-product-id');
      return id ? `#${id}` : product ? `${element.localName}[${element.getAttribute('data-island') ?? ''}]@${product}` : null;
    };
    const parts = '[data-listing-container], [data-listing-part]';
    const marked = new Map<string, Element>();
    for (const element of document.querySelectorAll(`${parts}, :is(${parts}) *`)) {
      const key = keyOf(element);
      if (key) marked.set(key, element);
    }
    Object.assign(window, { sfKeyed: { keyOf, parts, marked } });
    return marked.size;
  });

/** The keyed elements the page holds now that it held when marked: how many are the same nodes, and which are not. */
const keptKeyed = (page: Page) =>
  page.evaluate(() => {
    const { keyOf, parts, marked } = (window as unknown as { sfKeyed: { keyOf: (element: Element) => string | null; parts: string; marked: Map<string, Element> } }).sfKeyed;
    const held = [...document.querySelectorAll(`${parts}, :is(${parts}) *`)].flatMap((element) => {
      const key = keyOf(element);
      return key && marked.has(key) ? [{ key, same: marked.get(key) === element }] : [];
    });
    return { same: held.filter(({ same }) => same).map(({ key }) => key), replaced: held.filter(({ same }) => !same).map(({ key }) => key) };
  });

const cards = (keys: string[]) => keys.filter((key) => key.startsWith('article[]@'));
const lower = (page: Page) => page.getByRole('slider', { name: 'Cena minimalna' });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

test('a filter change, Back and Forward keep every element the answer still holds as the same node', async ({ page }) => {
  await openListing(page);
  const all = await resultCount(page).textContent();
  for (const [step, act, url] of [
    ['filter change', () => page.locator('#filter-available').click(), /available=1/],
    ['Back', () => page.goBack(), /odziez$/],
    ['Forward', () => page.goForward(), /available=1/],
  ] as const) {
    await markKeyed(page);
    await act();
    await expect(page).toHaveURL(url);
    await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
    const { same, replaced } = await keptKeyed(page);
    expect(replaced, `${step}: elements the answer holds that are new nodes`).toEqual([]);
    expect(same, step).toEqual(expect.arrayContaining(['#filter-form', '#filter-available', '#filter-price-from', '#sort-form', '#sort-select', '#listing', '#listing-heading']));
    expect(cards(same).length, `${step}: cards kept`).toBeGreaterThan(0);
  }
  await page.goBack();
  await expect(resultCount(page)).toHaveText(all!);
  await expect(page.locator('#filter-available')).not.toBeChecked();
});

test('the price slider stays the same mounted node across a filter change and Back, its handle pressable right after the address changed', async ({ page }) => {
  await openListing(page, `${LISTING}?priceFrom=100`);
  const slider = page.locator('[data-island="price-slider"]');
  const min = await slider.getAttribute('data-price-min');
  // Held as QA holds it: the very element, not a locator found again.
  const handle = (await lower(page).elementHandle())!;
  const connected = () => handle.evaluate((element) => element.isConnected);
  await page.evaluate(() => Object.assign(window, { sfSlider: document.querySelector('[data-island="price-slider"]') }));
  const sameSlider = () => page.evaluate(() => (window as unknown as { sfSlider: Element }).sfSlider === document.querySelector('[data-island="price-slider"]'));

  await page.locator('#filter-available').click();
  await expect(page).toHaveURL(/priceFrom=100&available=1/);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  expect(await connected()).toBe(true);
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/priceFrom=101/);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  expect(await connected()).toBe(true);
  await expect(lower(page)).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/priceFrom=100&available=1$/);
  await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
  expect(await connected()).toBe(true);
  // The slider shows the range of the listing Back put on screen, and its handle kept focus.
  await expect(lower(page)).toHaveAttribute('aria-valuetext', '100\u00a0zł');
  await expect(lower(page)).toBeFocused();
  await expect(page.locator('#filter-price-from')).toHaveValue('100');
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/priceFrom=99/);

  // A pill that drops the price filter: the range goes back to the bounds, the slider stays.
  await page.getByRole('link', { name: 'Usuń filtr: Cena od: 99 zł' }).click();
  await expect(page).not.toHaveURL(/priceFrom/);
  await expect(lower(page)).toHaveAttribute('aria-valuetext', `${min}\u00a0zł`);
  await expect(page.locator('#filter-price-from')).toHaveValue('');
  expect(await connected()).toBe(true);
  expect(await sameSlider()).toBe(true);
  await expect(slider).toHaveAttribute('data-island-state', 'mounted');
});
