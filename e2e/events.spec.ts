/**
 * The public events a theme script hears (issue 29's first slice): `storefront:island` as each hook
 * settles, `storefront:error` once for each line the console reports about an island, with the failed
 * call's name and status, and the wake measured in User Timing. The fault matrix checks the error
 * event of every call × fault.
 */
import { injectFault } from './fault-matrix/faults';
import { accountMenuByMouse } from './fault-matrix/other-islands';
import { insertMarkup } from './insert-markup';
import { errorsHeard, heardAbout, recordStorefrontEvents, releaseOf } from './storefront-events';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('storefront:island and storefront:error tell a theme script what the console says, line for line', async ({ page, expectConsoleError }) => {
  expectConsoleError(/island "popup" on <a#bad-popup>: bad attributes, island left inert: data-popup-template="nope": no element #nope on the page$/);
  expectConsoleError(/island "carousel-3000" on <div#unknown>: unknown island; known: add-to-cart, /);
  expectConsoleError(/island "search-suggest" on <form.*could not load suggestions for "kurtka": searchsuggestions: HTTP 500/);
  expectConsoleError(/status of 500/);
  const heard = await recordStorefrontEvents(page);
  // Each line as it was logged: its first argument (an Error beside it prints its stack after it).
  const lines: Promise<string>[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[storefront] ')) lines.push(message.args()[0]!.jsonValue() as Promise<string>);
  });
  await page.goto(FIXTURE_PAGES.faq);

  // The FAQ list wakes at load: told once its hook is marked, and measured from wake to mount.
  await expect.poll(() => heard.filter((event) => event.type === 'storefront:island')).toContainEqual({ type: 'storefront:island', hook: 'faq', detail: { name: 'faq', state: 'mounted' }, cancelled: false });
  await expect(page.locator('[data-island="faq"]')).toHaveAttribute('data-island-state', 'mounted');
  const measures = await page.evaluate(() => performance.getEntriesByName('storefront:faq', 'measure').map((entry) => entry.duration));
  expect(measures).toHaveLength(1);
  expect(measures[0]).toBeGreaterThan(0);

  // Hooks left inert: the words of the console line, as the reason and as the error's message.
  await insertMarkup(page, 'main', 'prepend', [
    { tag: 'a', attrs: { id: 'bad-popup', href: '/tabela-rozmiarow', 'data-island': 'popup', 'data-popup-template': 'nope', 'data-popup-title': 'X' }, text: 'Zepsuty' },
    { tag: 'div', attrs: { id: 'unknown', 'data-island': 'carousel-3000' } },
  ]);
  await expect(page.locator('#unknown')).toHaveAttribute('data-island-state', 'invalid');
  // Attributes are checked when the hook wakes: a pop-up's at a touch.
  await page.locator('#bad-popup').hover();
  await expect(page.locator('#bad-popup')).toHaveAttribute('data-island-state', 'invalid');
  const badPopup = 'bad attributes, island left inert: data-popup-template="nope": no element #nope on the page';
  const release = await releaseOf(page);
  expect(heard.filter((event) => event.hook === 'bad-popup')).toEqual([
    { type: 'storefront:error', hook: 'bad-popup', detail: { island: 'popup', message: badPopup, release }, cancelled: false },
    { type: 'storefront:island', hook: 'bad-popup', detail: { name: 'popup', state: 'invalid', reason: badPopup }, cancelled: false },
  ]);
  const unknown = heard.filter((event) => event.hook === 'unknown');
  expect(unknown.map((event) => event.type)).toEqual(['storefront:error', 'storefront:island']);
  expect(unknown[1]!.detail).toEqual({ name: 'carousel-3000', state: 'invalid', reason: expect.stringMatching(/^unknown island; known: add-to-cart, /) });

  // A failed call: its name and HTTP status come with the island's error.
  await injectFault(page, { call: 'searchsuggestions', status: 500 });
  await page.locator('#header-search-q').pressSequentially('kurtka');
  await expect.poll(() => errorsHeard(heard).filter((error) => error.call)).toEqual([
    {
      island: 'search-suggest',
      message: expect.stringMatching(/^could not load suggestions for "kurtka": searchsuggestions: HTTP 500/),
      call: 'searchsuggestions',
      status: 500,
      error: { name: 'ApiError', message: expect.stringMatching(/^searchsuggestions: HTTP 500/) },
      release,
    },
  ]);

  // One error event for each line of the console, with the line's own words.
  expect(lines).toHaveLength(3);
  expect(errorsHeard(heard).map((error) => `island "${error.island}" … ${error.message}`)).toEqual((await Promise.all(lines)).map((line) => line.replace(/^\[storefront\] (island "[^"]+") on <[^>]*>: /, '$1 … ')));
});

test('a chunk that fails is told as a failed hook, its reason the console line, and the server link still works', async ({ page, expectConsoleError }) => {
  expectConsoleError(/Failed to load resource/);
  expectConsoleError(/island "popup" on <a[^>]*>: could not start; the server markup stays: /);
  await page.route(/\/dist\/chunks\/popup-.*\.js$/, (route) => route.abort('failed'));
  const heard = await recordStorefrontEvents(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  await page.getByRole('link', { name: 'Tabela rozmiarów' }).click();
  await expect(page).toHaveURL(/\/tabela-rozmiarow$/);
  const [error, ...more] = errorsHeard(heardAbout(heard, 'popup'));
  expect(more).toEqual([]);
  expect(error).toEqual({
    island: 'popup',
    message: expect.stringMatching(/^could not start; the server markup stays: .*popup-\w+\.js/),
    error: { name: 'TypeError', message: expect.stringMatching(/popup-\w+\.js/) },
    release: await releaseOf(page),
  });
  expect(heardAbout(heard, 'popup').map((event) => [event.type, event.detail])).toEqual([
    ['storefront:error', error],
    ['storefront:island', { name: 'popup', state: 'failed', reason: error!.message }],
  ]);
});

test("a theme script's listener that throws is reported by the browser, once, and the island works on", async ({ page, expectConsoleError }) => {
  expectConsoleError(/^pageerror: theme script broke$/);
  const heard = await recordStorefrontEvents(page);
  await page.addInitScript(() => {
    let thrown = false;
    document.addEventListener('storefront:island', (event) => {
      if (event.detail.name !== 'disclosure' || thrown) return;
      thrown = true;
      throw new Error('theme script broke');
    });
  });
  await page.goto(FIXTURE_PAGES.faq);
  await accountMenuByMouse(page);
  await expect(page.locator('header details.account-menu')).toHaveAttribute('data-island-state', 'mounted');
  // The island's own events came through, and no island failure was told: the throw was the script's.
  expect(heard).toContainEqual({ type: 'storefront:island', hook: 'disclosure', detail: { name: 'disclosure', state: 'mounted' }, cancelled: false });
  expect(errorsHeard(heard)).toEqual([]);
});
