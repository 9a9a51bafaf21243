/**
 * Hostile input (issue 7, part 3): an XSS corpus in every string of every answer (the fixture shop's
 * `hostile` body fault), in the cookies and storage we read, and in data attributes. A page-level
 * canary, `window.__xss`, records any payload that runs; a scan of the DOM finds any that was left
 * armed (a handler, a javascript:/data: link, a script, frame or SVG animation); text fields must
 * show the payload as text.
 */
import type { Page } from '@playwright/test';
import { RECENT_SEARCHES_STORAGE_KEY, SORT_ORDER_COOKIE, WISHLIST_COOKIE } from '../shared/constants';
import { registryDocs } from '../islands/registry-docs';
import { attributeName } from '../islands/runtime/schema';
import { CALL_CASES } from './fault-matrix/calls';
import { injectFault, requestSettled } from './fault-matrix/faults';
import { MATRIX_CALLS, type MatrixCall } from './fault-matrix/matrix-table';
import { accountMenuByMouse } from './fault-matrix/other-islands';
import { insertMarkup } from './insert-markup';
import { LISTING } from './listing-helpers';
import { acceptCookies, expect, FIXTURE_PAGES, fixtureCspMode, test } from './test';

/** Markup vectors; each calls the canary with its own number if it ever runs. */
const MARKUP = [
  '<script>__xss(1)</script>',
  '<img class=xss-probe src=xss-missing onerror=__xss(2)>',
  '<svg class=xss-probe onload=__xss(3)></svg>',
  '<a class=xss-probe href="javascript:__xss(4)">klik</a>',
  '<svg><a class=xss-probe><set attributeName=href to="javascript:__xss(5)"/><text y=20>klik</text></a></svg>',
  '"><iframe srcdoc="<script>parent.__xss(6)</script>"></iframe>',
  '<details class=xss-probe open ontoggle=__xss(7)><summary>x</summary></details>',
  '<form><button class=xss-probe formaction="javascript:__xss(8)">x</button></form>',
  '<math><mi xlink:href="javascript:__xss(9)">x</mi></math>',
  '</textarea></title></style><b>niedomknięty <i>znacznik',
].join('');

/**
 * Each payload also opens with a URL scheme, for the fields that are links: the rest of a
 * javascript: URL after `//` is a comment, so the whole string is still one live link.
 */
const PAYLOADS = {
  'javascript: URL + markup': `javascript:__xss(10)//${MARKUP}`,
  'padded JaVaScRiPt: URL + markup': ` \tJaVaScRiPt:__xss(11)//${MARKUP}`,
  'data: URL + markup': `data:text/html,<script>__xss(12)</script>${MARKUP}`,
} as const;

/**
 * Calls whose strings are text (never HTML): the payload must be shown, as text. Not the suggestions:
 * every entry of a poisoned answer links to a payload URL, so each is rightly dropped whole.
 */
const TEXT_CALLS: readonly MatrixCall[] = ['SendQuestionForm', 'GetOptions', 'availability', 'AdvancedSearch'];

/** What an island rightly reports when a poisoned answer is refused in part. */
const REPORTED: Partial<Record<MatrixCall, RegExp[]>> = {
  GetOptions: [/island "gallery".*skipped variant images whose names are not bare file names/],
  AddCart: [/island "add-to-cart".*ignored RedirectToUrl .*: not on this site/, /island "add-to-cart".*DataLayerItemJSON is not JSON/],
};

/** Calls whose answers carry server HTML, parsed by parseServerHtml (shared/html.ts). */
const HTML_CALLS: readonly MatrixCall[] = ['smallcart', 'FetchQuestionFormTemplate', 'AddCart', 'listing', 'page', 'cartAmount', 'cartRemove', 'cartDeliveryPoint'];

/** A visible, literal piece of every payload: present in the page text only if markup stayed text. */
const LITERAL = '<img class=xss-probe src=xss-missing onerror=__xss(2)>';

const phrases = (page: Page) => page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' }).getByRole('option');

async function armCanary(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const runs: unknown[] = [];
    Object.assign(window, { __xssRuns: runs, __xss: (n: unknown) => runs.push(n) });
  });
  // Image URLs made of payload would 404 and log; an undecodable image still fires any onerror left.
  await page.route(/xss/i, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: 'not an image' }));
}

/** Everything a payload could have left armed in the page, described; empty when the page is clean. */
function armedLeftovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'to', 'values', 'from'];
    for (const element of document.querySelectorAll('*')) {
      const name = element.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'set', 'animate', 'frame'].includes(name)) found.push(`<${name}>`);
      // The speculation rules boot puts in <head> (runtime/speculation.ts) are data, not a script; no answer reaches <head>.
      const ownRules = element.getAttribute('type') === 'speculationrules' && element.parentElement === document.head;
      if (name === 'script' && !ownRules && !/^\/(?!\/)/.test(element.getAttribute('src') ?? '')) found.push('<script> not from this site');
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (attribute.name.toLowerCase().startsWith('on')) found.push(`<${name} ${attribute.name}>`);
        if (urlAttributes.includes(attribute.name.toLowerCase()) && /^(javascript|data|vbscript):/.test(value) && !(name === 'img' && value.startsWith('data:image/'))) {
          found.push(`<${name} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
        }
      }
    }
    return found;
  });
}

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xssRuns: unknown[] }).__xssRuns), 'payloads that ran').toEqual([]);
  expect(await armedLeftovers(page), 'armed payloads left in the page').toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await armCanary(page);
});

for (const call of MATRIX_CALLS) {
  for (const [label, payload] of Object.entries(PAYLOADS)) {
    test(`${call} answer with ${label} in every string: nothing runs${TEXT_CALLS.includes(call) ? ', text stays text' : ''}`, async ({ page, expectConsoleError }) => {
      const c = CALL_CASES[call];
      for (const report of REPORTED[call] ?? []) expectConsoleError(report);
      // Under a strict policy Chromium reports each inline handler it refuses as the payload HTML is
      // parsed: the policy biting. That none runs without the policy is what the chromium project proves.
      if (fixtureCspMode() && HTML_CALLS.includes(call)) expectConsoleError(/Executing inline event handler violates .*Content Security Policy/);
      await c.open(page);
      await injectFault(page, { call, body: 'hostile', payload });
      const settled = requestSettled(page, c.endpoint, 15_000);
      await c.trigger(page);
      await settled;
      await expect(page.locator('.sf-loading')).toBeHidden();
      if (TEXT_CALLS.includes(call)) await expect(page.getByText(LITERAL).first()).toBeAttached();
      // A handler armed by the swap would fire on load or on the next frame: give it that chance.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      await expectNothingRan(page);
      await c.dismiss?.(page);
      await c.otherIsland(page);
    });
  }
}

test('the wishlist cookie, the sort cookie and recent searches full of payloads: nothing runs, the page works', async ({ page }) => {
  const base = test.info().project.use.baseURL!;
  const poisoned: string[] = Object.values(PAYLOADS);
  await page.context().addCookies([
    { name: WISHLIST_COOKIE, value: encodeURIComponent(JSON.stringify([{ id: poisoned[0], date: 1 }, poisoned[1], { id: 3, date: poisoned[2] }, { id: 4, date: 7 }])), url: base },
    { name: SORT_ORDER_COOKIE, value: encodeURIComponent(poisoned[0]!), url: base },
  ]);
  await page.goto(LISTING);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [RECENT_SEARCHES_STORAGE_KEY, JSON.stringify([...poisoned, 'namiot'])]);
  const box = page.locator('[data-island="wishlist-box"]');
  // It wakes as it nears the viewport.
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-island-state', 'mounted');
  // Only the one sound entry is kept.
  await expect(box).toHaveAttribute('data-wishlist-count', '1');
  await page.locator('#header-search-q').focus();
  await page.keyboard.press('ArrowDown');
  await expect(phrases(page).filter({ hasText: 'namiot' })).toBeVisible();
  // Phrases are text: any payload offered is shown literally, never parsed.
  const offered = await phrases(page).allTextContents();
  for (const text of offered) expect(poisoned.concat('namiot')).toContain(text);
  await expectNothingRan(page);
  await page.keyboard.press('Escape');
  await accountMenuByMouse(page);
});

test('oversized and garbage values in every cookie and storage key we read are ignored or repaired', async ({ page }) => {
  const base = test.info().project.use.baseURL!;
  const huge = 'x'.repeat(3_900);
  await page.context().clearCookies();
  await page.context().addCookies([
    { name: WISHLIST_COOKIE, value: `%5B${huge}`, url: base },
    { name: SORT_ORDER_COOKIE, value: huge, url: base },
    { name: 'cookie_privacy_on', value: huge, url: base },
  ]);
  await page.goto(LISTING);
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(Array.from({ length: 500 }, (_, i) => `${i}`.repeat(200)))), RECENT_SEARCHES_STORAGE_KEY);
  await page.reload();
  const box = page.locator('[data-island="wishlist-box"]');
  // It wakes as it nears the viewport.
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-wishlist-count', '0');
  // A garbage consent cookie is no consent: the notice still asks.
  await expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible({ timeout: 10_000 });
  // The listing still sorts (the garbage sort cookie is not a known order) and the wishlist works.
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.locator('.wishlist-toggle').first().click();
  await expect(box).toHaveAttribute('data-wishlist-count', '1');
  // At most five phrases are offered from an oversized list.
  await page.locator('#header-search-q').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => phrases(page).count()).toBeLessThanOrEqual(5);
});

/** A value that no attribute of this kind accepts; strings cannot be malformed, only missing. */
const GARBAGE: Record<string, string> = {
  integer: 'dwanaście',
  boolean: 'może',
  enum: 'żadna-z-nich',
  url: PAYLOADS['javascript: URL + markup'],
  // Whitespace makes it no id at all; a well-formed id naming no element is told apart (runtime.spec.ts).
  'element-id': 'nie ma takiego elementu',
};

const BREAKABLE = Object.entries(registryDocs)
  .map(([name, { schema }]) => ({
    name,
    attrs: Object.fromEntries(
      Object.entries(schema).flatMap(([key, spec]) => (GARBAGE[spec.kind] ? [[attributeName(key), GARBAGE[spec.kind]!]] : [])),
    ),
  }))
  .filter((island) => Object.keys(island.attrs).length > 0);

test('a malformed data attribute on every island that has one: one clear error each, and the other islands work', async ({ page, expectConsoleError }) => {
  expect(BREAKABLE.length).toBeGreaterThan(5);
  for (const island of BREAKABLE) expectConsoleError(new RegExp(`island "${island.name}" on <div#bad-${island.name}>: bad attributes, island left inert: .*is not a valid`));
  await page.goto(FIXTURE_PAGES.faq);
  await insertMarkup(
    page,
    'main',
    'append',
    BREAKABLE.map((island) => ({ tag: 'div', attrs: { id: `bad-${island.name}`, 'data-island': island.name, ...island.attrs }, text: island.name })),
  );
  // Attributes are checked when a hook wakes, with the schema its island's chunk brings: a hover
  // wakes those waiting for a touch, and scrolls those waiting to be seen into view.
  for (const island of BREAKABLE) {
    await page.locator(`#bad-${island.name}`).hover();
    await expect(page.locator(`#bad-${island.name}`)).toHaveAttribute('data-island-state', 'invalid');
  }
  await expectNothingRan(page);
  await accountMenuByMouse(page);
});
