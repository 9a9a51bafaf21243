import { CHUNK_DELAY_COOKIE } from '../fixtures/static';
import { registry } from '../islands/registry';
import { insertMarkup } from './insert-markup';
import { acceptCookies, expect, FIXTURE_PAGES, islandsSettled, test } from './test';
import { expectOpen } from './disclosure-open';

test.beforeEach(async ({ page }) => acceptCookies(page));

const WAKE_ON_TOUCH = Object.entries(registry)
  .filter(([, definition]) => definition.wake === 'interaction')
  .map(([name]) => name);

test('a malformed hook and an unknown island each log one clear error while the others work', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "popup" on <a#bad-popup>: bad attributes, island left inert: data-popup-template="nope": no element #nope on the page$/);
  expectConsoleError(/island "carousel-3000" on <div>: unknown island; known: add-to-cart, /);
  expectConsoleError(/island "wishlist-togle" on <div#typo>: unknown island; did you mean "wishlist-toggle"\? known: add-to-cart, /);
  await page.goto(FIXTURE_PAGES.faq);
  await insertMarkup(page, 'main', 'prepend', [
    { tag: 'a', attrs: { id: 'bad-popup', href: '/tabela-rozmiarow', 'data-island': 'popup', 'data-popup-template': 'nope', 'data-popup-title': 'X' }, text: 'Zepsuty' },
    { tag: 'div', attrs: { 'data-island': 'carousel-3000' } },
    { tag: 'div', attrs: { id: 'typo', 'data-island': 'wishlist-togle' } },
  ]);
  // An unknown name is told when the hook is found; attributes when the hook wakes (a pop-up at a
  // touch), with the schema its chunk brings. Till then it waits like any other.
  await expect(page.locator('#typo')).toHaveAttribute('data-island-state', 'invalid');
  await expect(page.locator('#bad-popup')).toHaveAttribute('data-island-state', 'waiting');
  await page.locator('#bad-popup').hover();
  await expect(page.locator('#bad-popup')).toHaveAttribute('data-island-state', 'invalid');
  const item = page.locator('main details[data-island="disclosure"]').first();
  await item.locator('summary').click();
  await expectOpen(item.locator('summary'), true);
  // The inert hook is still the server's plain link.
  await page.locator('#bad-popup').click();
  await expect(page).toHaveURL(/\/tabela-rozmiarow$/);
});

test('hooks in HTML inserted later wake by themselves, and removed ones are unmounted', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.faq);
  await insertMarkup(page, 'main', 'append', [
    {
      tag: 'details',
      attrs: { id: 'late', 'data-island': 'disclosure' },
      children: [
        { tag: 'summary', text: 'Dodane później' },
        { tag: 'div', text: 'Treść' },
      ],
    },
  ]);
  const late = page.locator('#late');
  await expect(late).toHaveAttribute('data-island-state', 'waiting');
  await late.locator('summary').click();
  await expectOpen(late.locator('summary'), true);
  await page.evaluate(() => document.getElementById('late')!.remove());
  await expect(late).toHaveCount(0);
});

test('a chunk that fails once is fetched again and the island works', async ({ page, expectConsoleError }) => {
  expectConsoleError(/Failed to load resource/);
  let failures = 0;
  await page.route(/\/dist\/chunks\/disclosure-.*\.js$/, async (route) => {
    if (failures === 0) {
      failures += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  await page.goto(FIXTURE_PAGES.faq);
  const item = page.locator('main details[data-island="disclosure"]').first();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('data-island-state', 'mounted');
  await expectOpen(item.locator('summary'), true);
  expect(failures).toBe(1);
});

test('a chunk that keeps failing is named in one error and the server markup keeps working', async ({ page, expectConsoleError }) => {
  expectConsoleError(/Failed to load resource/);
  expectConsoleError(/island "popup" on <a[^>]*>: could not start; the server markup stays: .*popup-\w+\.js/);
  let attempts = 0;
  await page.route(/\/dist\/chunks\/popup-.*\.js$/, (route) => {
    attempts += 1;
    return route.abort('failed');
  });
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
  // The held click is replayed on the plain link: the shopper still gets the size chart page.
  await expect(page).toHaveURL(/\/tabela-rozmiarow$/);
  // The touch tries twice; the idle warm-up (warm-up.ts) may have tried once before it.
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(attempts).toBeLessThanOrEqual(3);
});

test('a touch after the page settled finds its island chunk already here: the option mounts with no chunk request', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.detail);
  const options = page.locator('[data-island="product-options"]');
  await expect(options).toHaveAttribute('data-island-state', 'waiting');
  // The warm-up fetches the chunk of every island still waiting for a touch, one per idle moment: on a
  // slow machine another island's chunk can come well after the option's, and is no request of the touch.
  await expect
    .poll(() =>
      page.evaluate((names) => {
        const waiting = new Set([...document.querySelectorAll<HTMLElement>('[data-island-state=waiting]')].map((hook) => hook.dataset.island));
        const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
        return names.filter((name) => waiting.has(name) && !fetched.some((url) => url.includes(`/chunks/${name}-`)));
      }, WAKE_ON_TOUCH),
      // Up to eight chunks, each after an idle moment, which a busy machine may give only at its 2 s cap.
      { timeout: 20_000 },
    )
    .toEqual([]);
  // The last chunk's own imports: no resource finished within half a second.
  let finished = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const quiet = count === finished;
        finished = count;
        return quiet;
      },
      { intervals: [500] },
    )
    .toBe(true);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/dist/')) chunks.push(request.url());
  });
  await expect(options).toHaveAttribute('data-island-state', 'waiting');
  await options.locator('.option-value label').nth(1).click();
  await expect(options).toHaveAttribute('data-island-state', 'mounted');
  expect(chunks).toEqual([]);
});

test('boot ships no React and no chunk imports before an island wakes', async ({ page }) => {
  const response = await page.request.get('/dist/boot.js');
  const code = await response.text();
  expect(code).not.toMatch(/react\.(element|transitional)/);
  expect(code).not.toMatch(/^import[^(]/m);
});

test('a click pressed on the server markup while its island loads, and released once it is ready, still counts', async ({ page }) => {
  // The chunk arrives between the press and the release: React must not draw the summary again in
  // between, or the browser sends no click (press and release on two different elements).
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/chunks\/disclosure-.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(FIXTURE_PAGES.faq);
  const menu = page.locator('header details.account-menu');
  const box = (await menu.locator('summary').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(menu).toHaveAttribute('data-island-state', 'loading');
  const chunk = page.waitForResponse(/\/dist\/chunks\/disclosure-.*\.js$/);
  release();
  await chunk;
  // Time for the island to be ready while the button is still held.
  await page.waitForTimeout(500);
  await page.mouse.up();
  await expect(menu).toHaveAttribute('data-island-state', 'mounted');
  await expect(menu).toHaveAttribute('open', '');
  await expectOpen(menu.locator('summary'), true);
});

// Firefox and WebKit fail the imports cut off by leaving; the engine journey of the same name covers them.
test('a page left while its island chunks load has working islands when the shopper comes back, and nothing is logged', async ({ page }) => {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: CHUNK_DELAY_COOKIE, value: '4000', url }]);
  await page.goto('/szukaj');
  await expect(page.locator('[data-island-state="loading"]').first()).toBeAttached();
  await page.goto(FIXTURE_PAGES.faq);
  await page.context().clearCookies({ name: CHUNK_DELAY_COOKIE });
  await page.goBack();
  await expect(page).toHaveURL(/\/szukaj$/);
  await expect(page.locator('[data-island="advanced-search"]')).toHaveAttribute('data-island-state', 'mounted');
  await islandsSettled(page);
  await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0);
});

test('a loading hook shows the progress cursor under the pointer only, so a hook holding a whole listing does not restyle its cards', async ({ page }) => {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: CHUNK_DELAY_COOKIE, value: '4000', url }]);
  await page.mouse.move(0, 0);
  await page.goto(FIXTURE_PAGES.listing);
  const swap = page.locator('[data-island="listing-swap"]');
  await expect(swap).toHaveAttribute('data-island-state', 'loading');
  const heading = page.locator('#listing-heading');
  const cursor = () => heading.evaluate((element) => getComputedStyle(element).cursor);
  expect(await cursor()).toBe('auto');
  await heading.hover();
  expect(await cursor()).toBe('progress');
  await page.context().clearCookies({ name: CHUNK_DELAY_COOKIE });
});
