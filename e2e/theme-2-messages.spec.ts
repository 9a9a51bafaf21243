/**
 * Theme 2 overrides every message of the catalogue (fixtures/theme-2/messages.ts): in each state where an island
 * shows or announces words of its own, none of the catalogue's defaults may reach the shopper, and theme 2's words
 * for that state must. The last test prints which defaults each state showed, for the closing note.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { RECENT_SEARCHES_STORAGE_KEY } from '../shared/constants';
import { catalogue } from '../shared/messages/catalogue';
import { announcer, fault, JACKET } from './detail-helpers';
import { box, cartIsLive, chosenJacket, defaultsSeen, dialog, escape, FIRST_POINT, firstTileName, gx, gxPattern, noticeForm, openProductQuestion, pick, producersLive, row, scriptToggle, sendQuestion, shownWords, suggest, tentAndStove, themeWords, toCart, toggleFirst, VALID_QUESTION } from './theme-2-messages';
import { cartWithTent, JACKET_2, LISTING_2, T2, wakeEveryHook } from './theme-2-helpers';
import { acceptCookies, expect, islandsSettled, test } from './test';

// In order, one worker: the table test comes last and reads what the others wrote.
test.describe.configure({ mode: 'default' });

const HOME = `${T2}/`;
const CART = `${T2}/koszyk`;
const FAQ = `${T2}/faq`;
const SEARCH = `${T2}/szukaj`;
const JACKET_NAME = 'Kurtka zimowa żółta Łoś';
const TENT = 'Namiot Żubr';

interface State {
  name: string;
  url: string;
  /** Errors the state provokes on purpose. */
  errors?: RegExp[];
  /** The cookie notice left showing. */
  cookieNotice?: boolean;
  /** Before the page opens: the cart, cookies, storage, routes (faults go after the wake: a hover may prefetch). */
  before?: (page: Page) => Promise<unknown>;
  reach: (page: Page) => Promise<unknown>;
  /** Theme 2's words this state shows (a pattern where a number varies). */
  shows: (string | RegExp)[] | ((page: Page) => Promise<string[]>);
}

/** The island's one log line and the browser's for the failed request. */
const failed = (island: string, status = 500): RegExp[] => [new RegExp(`island "${island}"`), new RegExp(`status of ${status}`)];

const STATES: State[] = [
  { name: 'add to cart with an option missing', url: JACKET_2, reach: (page) => toCart(page), shows: [gx('add-to-cart.missing-option')] },
  {
    name: 'a variant that fails to load (GetOptions)',
    url: JACKET_2,
    errors: failed('product-options'),
    reach: async (page) => (await fault(page, { call: 'GetOptions', status: 500, times: 1 }), await pick(page, 'M')),
    shows: [gx('product-options.failed')],
  },
  { name: 'the variant price and its discount', url: JACKET_2, reach: async (page) => (await pick(page, 'XL'), await pick(page, 'Czarny')), shows: [gx('price.amount', { amount: '509,99' }), gx('price.discount', { rate: 15 })] },
  {
    name: 'add to cart fails (AddCart)',
    url: JACKET_2,
    errors: failed('add-to-cart'),
    reach: async (page) => (await chosenJacket(page), await fault(page, { call: 'AddCart', status: 500, times: 1 }), await toCart(page)),
    shows: [gx('add-to-cart.failed')],
  },
  { name: 'the added-to-cart pop-up and its close button', url: JACKET_2, reach: async (page) => (await chosenJacket(page), await toCart(page), await expect(dialog(page, gx('add-to-cart.added'))).toBeVisible()), shows: [gx('add-to-cart.added'), gx('dialog.close')] },
  { name: 'availability notice: e-mail missing', url: JACKET_2, reach: (page) => noticeForm(page, ''), shows: [gx('availability-notice.email-missing'), gx('dialog.close')] },
  { name: 'availability notice: e-mail invalid', url: JACKET_2, reach: (page) => noticeForm(page, 'anna@'), shows: [gx('availability-notice.email-invalid')] },
  {
    name: 'availability notice fails (availability)',
    url: JACKET_2,
    errors: failed('availability-notice', 503),
    reach: async (page) => (await fault(page, { call: 'availability', status: 503, times: 1 }), await noticeForm(page, 'anna@example.pl')),
    shows: [gx('availability-notice.failed')],
  },
  { name: 'gallery: its buttons and image names', url: JACKET_2, reach: (page) => expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-state', 'mounted'), shows: [gx('gallery.previous'), gx('gallery.next'), gx('gallery.zoom'), gx('gallery.image-alt', { alt: JACKET_NAME, position: 1, count: 3 })] },
  {
    name: 'gallery: the lightbox, its caption and buttons',
    url: JACKET_2,
    reach: async (page) => (await page.getByRole('button', { name: gx('gallery.zoom') }).click(), await expect(dialog(page, JACKET_NAME)).toBeVisible()),
    shows: [gx('gallery.position', { position: 1, count: 3 }), gx('gallery.lightbox-previous'), gx('gallery.lightbox-next'), gx('dialog.close')],
  },
  {
    name: 'loading: the indicator while a question form loads',
    url: JACKET_2,
    reach: async (page) => (await fault(page, { call: 'FetchQuestionFormTemplate', delayMs: 5000, times: 1 }), await openProductQuestion(page), await expect(page.locator('.sf-loading:not([hidden])')).toBeVisible()),
    shows: [gx('loading')],
  },
  {
    name: 'question form: the template fails to load',
    url: JACKET_2,
    errors: failed('question-form'),
    reach: async (page) => (await fault(page, { call: 'FetchQuestionFormTemplate', status: 500, times: 1 }), await openProductQuestion(page)),
    shows: [gx('question-form.load-failed'), gx('question-form.open-page')],
  },
  { name: 'question form: required fields', url: JACKET_2, reach: (page) => sendQuestion(page, {}), shows: [gx('validation.required')] },
  { name: 'question form: e-mail and phone invalid', url: JACKET_2, reach: (page) => sendQuestion(page, { name: 'Anna', email: 'anna@', phone: 'abc', message: VALID_QUESTION.message }), shows: [gx('validation.email'), gx('validation.phone')] },
  { name: 'question form: message too short', url: JACKET_2, reach: (page) => sendQuestion(page, { ...VALID_QUESTION, message: 'Za krótko' }), shows: [gx('validation.min-length', { count: 10, length: 9 })] },
  {
    name: 'question form: sending fails',
    url: JACKET_2,
    errors: failed('question-form'),
    reach: async (page) => (await fault(page, { call: 'SendQuestionForm', status: 500, times: 1 }), await sendQuestion(page, VALID_QUESTION)),
    shows: [gx('question-form.send-failed')],
  },
  { name: 'question form: the sent pop-up', url: JACKET_2, reach: async (page) => (await sendQuestion(page, VALID_QUESTION), await expect(dialog(page, gx('question-form.sent'))).toBeVisible()), shows: [gx('question-form.sent'), gx('question-form.close'), gx('dialog.close')] },
  { name: 'contact form: the captcha hint', url: FAQ, reach: async (page) => (await page.getByRole('link', { name: 'Formularz kontaktowy' }).click(), await expect(dialog(page, 'Formularz kontaktowy').getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible()), shows: [gx('captcha.hint')] },
  {
    name: 'contact form: the captcha cannot load',
    url: FAQ,
    errors: [/captcha/i, /Failed to load resource: net::ERR_FAILED/],
    before: (page) => page.route('**/assets/fake-recaptcha.js*', (route) => route.abort()),
    reach: (page) => page.getByRole('link', { name: 'Formularz kontaktowy' }).click(),
    shows: [gx('captcha.unavailable')],
  },
  { name: 'a question form a theme script opens without a title', url: FAQ, reach: async (page) => (await islandsSettled(page), await page.evaluate(() => void window.storefront.openQuestionForm({ type: 1, id: 1 }))), shows: [gx('dialog.untitled')] },
  { name: 'cart: an amount changed', url: CART, before: (page) => cartWithTent(page), reach: async (page) => (await cartIsLive(page), await row(page, TENT).getByRole('button', { name: `Dodaj sztukę: ${TENT}` }).click(), await expect(announcer(page)).not.toBeEmpty()), shows: [gxPattern('cart-page.amount-changed', { name: TENT, amount: 2 })] },
  { name: 'cart: a line removed', url: CART, before: tentAndStove, reach: async (page) => (await cartIsLive(page), await row(page, TENT).getByRole('button', { name: /^Usuń/ }).click(), await expect(announcer(page)).not.toBeEmpty()), shows: [gxPattern('cart-page.removed', { name: TENT })] },
  { name: 'cart: the last line removed', url: CART, before: (page) => cartWithTent(page), reach: async (page) => (await cartIsLive(page), await row(page, TENT).getByRole('button', { name: /^Usuń/ }).click(), await expect(announcer(page)).not.toBeEmpty()), shows: [gx('cart-page.removed-last', { name: TENT })] },
  {
    name: 'cart: an amount change fails (cartAmount)',
    url: CART,
    errors: failed('cart-page'),
    before: (page) => cartWithTent(page),
    reach: async (page) => (await fault(page, { call: 'cartAmount', status: 500, times: 1 }), await cartIsLive(page), await row(page, TENT).getByRole('button', { name: `Dodaj sztukę: ${TENT}` }).click()),
    shows: [gx('cart-page.amount-failed', { name: TENT })],
  },
  {
    name: 'cart: a removal fails (cartRemove)',
    url: CART,
    errors: failed('cart-page'),
    before: (page) => cartWithTent(page),
    reach: async (page) => (await fault(page, { call: 'cartRemove', status: 500, times: 1 }), await cartIsLive(page), await row(page, TENT).getByRole('button', { name: /^Usuń/ }).click()),
    shows: [gx('cart-page.remove-failed', { name: TENT })],
  },
  {
    name: 'cart: a delivery point fails (cartDeliveryPoint)',
    url: CART,
    errors: failed('cart-page', 503),
    before: (page) => cartWithTent(page),
    reach: async (page) => (await fault(page, { call: 'cartDeliveryPoint', status: 503, times: 1 }), await cartIsLive(page), await page.getByRole('radio', { name: FIRST_POINT }).click()),
    shows: [gx('cart-page.point-failed')],
  },
  { name: 'cart: a delivery point chosen', url: CART, before: (page) => cartWithTent(page), reach: async (page) => (await cartIsLive(page), await page.getByRole('radio', { name: FIRST_POINT }).click()), shows: [gx('cart-page.point-chosen', { point: FIRST_POINT })] },
  { name: 'cart: the delivery point form sent with none chosen', url: CART, before: (page) => cartWithTent(page), reach: async (page) => (await cartIsLive(page), await page.getByRole('button', { name: 'Zapisz wybór' }).click()), shows: [gx('cart-page.point-missing')] },
  {
    name: 'cart: the delivery point search and its count',
    url: CART,
    before: (page) => cartWithTent(page),
    reach: async (page) => (await cartIsLive(page), await page.locator('#delivery-filter').pressSequentially('lodz'), await expect(page.getByRole('radio')).toHaveCount(1)),
    shows: [gx('cart-page.points-of', { count: 1, total: 8 }), gx('cart-page.points-announced', { points: gx('cart-page.points-of', { count: 1, total: 8 }) })],
  },
  { name: 'wishlist: a product saved', url: LISTING_2, reach: (page) => toggleFirst(page), shows: async (page) => [gx('wishlist.added', { name: await firstTileName(page), count: 1 })] },
  { name: 'wishlist: a product taken out', url: LISTING_2, reach: async (page) => (await toggleFirst(page), await toggleFirst(page)), shows: async (page) => [gx('wishlist.removed', { name: await firstTileName(page), count: 0 })] },
  {
    name: 'wishlist: the oldest dropped from a full list',
    url: LISTING_2,
    before: (page) => page.context().addCookies([{ name: 'wishlist-cookie', value: encodeURIComponent(JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ id: 201 + i, date: 1_700_000_000_000 + i })))), url: test.info().project.use.baseURL! }]),
    reach: (page) => toggleFirst(page),
    shows: [gx('wishlist.oldest-dropped', { max: 20 })],
  },
  { name: 'wishlist: saved by a theme script that names no product', url: LISTING_2, reach: (page) => scriptToggle(page, 1), shows: [gx('wishlist.added-unnamed', { count: 1 })] },
  { name: 'wishlist: taken out by a theme script that names no product', url: LISTING_2, reach: (page) => scriptToggle(page, 2), shows: [gx('wishlist.removed-unnamed', { count: 0 })] },
  // The theme writes the box's own words (its empty text, "1 produkt"): wishlist-box.empty is not used where it does.
  { name: 'wishlist box: empty, then counted', url: LISTING_2, reach: async (page) => (await expect(box(page).locator('.gx-favbox__empty')).toBeVisible(), await toggleFirst(page), await expect(box(page)).toHaveAttribute('data-wishlist-count', '1')), shows: [/1 produkt/] },
  { name: 'price slider: the handles', url: LISTING_2, reach: (page) => expect(page.getByRole('slider')).toHaveCount(2), shows: [gx('price-slider.min'), gx('price-slider.max'), /\d PLN/] },
  { name: 'banner: pause, previous and next', url: HOME, reach: (page) => expect(page.locator('[data-island="main-banner"]')).toHaveAttribute('data-island-state', 'mounted'), shows: [gx('main-banner.pause'), gx('main-banner.previous'), gx('main-banner.next')] },
  { name: 'banner: the play control once stopped', url: HOME, reach: (page) => page.getByRole('button', { name: gx('main-banner.pause') }).click(), shows: [gx('main-banner.play')] },
  { name: 'producer carousel: its buttons', url: HOME, reach: (page) => producersLive(page), shows: [gx('producer-carousel.previous'), gx('producer-carousel.next')] },
  { name: 'producer carousel: after a move', url: HOME, reach: async (page) => (await producersLive(page), await page.getByRole('button', { name: gx('producer-carousel.next') }).click()), shows: [/Marki od \d+\. do \d+\. \(z \d+\)/] },
  { name: 'cookie notice', url: HOME, cookieNotice: true, reach: (page) => expect(page.getByRole('region', { name: gx('cookie-notice.label') })).toBeVisible(), shows: [gx('cookie-notice.label')] },
  { name: 'search suggestions: counts and group headings', url: HOME, reach: (page) => suggest(page, 'kurtki'), shows: [gx('search-suggest.label'), gx('search-suggest.products'), gx('search-suggest.categories'), /\d propozycj\S*, wybór strzałkami/, /\d PLN/] },
  { name: 'search suggestions: producers', url: HOME, reach: (page) => suggest(page, 'łoś'), shows: [gx('search-suggest.producers')] },
  { name: 'search suggestions: none', url: HOME, reach: (page) => suggest(page, 'qxqxqx'), shows: [gx('search-suggest.none')] },
  {
    name: 'search suggestions: recent searches',
    url: HOME,
    before: (page) => page.addInitScript((key) => localStorage.setItem(key, JSON.stringify(['namiot', 'kurtka'])), RECENT_SEARCHES_STORAGE_KEY),
    reach: async (page) => (await suggest(page, 'k'), await page.keyboard.press('Backspace')),
    shows: [gx('search-suggest.recent')],
  },
  // The theme writes its own "all producers" option ("Wszystkie marki"), which the island keeps: advanced-search.all-producers is not used here.
  { name: 'advanced search: a category chosen', url: SEARCH, reach: (page) => page.locator('#gx-dzial').selectOption('2'), shows: [/\d+ mar\S+, od .+? PLN do .+? PLN/] },
];

test.beforeEach(async ({ page }) => {
  await page.request.post('/__fixture/reset');
});

for (const state of STATES) {
  test(state.name, async ({ page, expectConsoleError }) => {
    for (const error of state.errors ?? []) expectConsoleError(error);
    if (!state.cookieNotice) await acceptCookies(page);
    await state.before?.(page);
    await page.goto(state.url);
    // Every island of the page awake, so none of them can hide a default.
    await wakeEveryHook(page);
    try {
      await state.reach(page);
    } catch (error) {
      await record({ name: state.name, seen: [`not reached: ${(error as Error).message.replace(/\u001b\[\d+m/g, '').split('\n')[0]}`], missing: [] });
      throw error;
    }
    const wanted = (typeof state.shows === 'function' ? await state.shows(page) : state.shows).map((words) => (typeof words === 'string' ? new RegExp(escape(words.replace(/\s+/g, ' '))) : words));
    const missingNow = async () => {
      const { text } = await shownWords(page);
      return wanted.filter((pattern) => !pattern.test(text)).map(String);
    };
    // Waits for theme 2's words to show; which of them never did is told below, with the defaults seen.
    await expect.poll(missingNow).toEqual([]).catch(() => undefined);
    const missing = await missingNow();
    const seen = defaultsSeen(await shownWords(page), await themeWords(page, state.url));
    await record({ name: state.name, seen, missing });
    expect.soft(missing, "theme 2's words not shown").toEqual([]);
    expect(seen, 'catalogue defaults shown on theme 2').toEqual([]);
  });
}

// Theme 1 has no override: the same check must find its defaults, or the journey above proves nothing.
test('the check finds the defaults where no override replaces them (theme 1)', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(JACKET);
  await wakeEveryHook(page);
  await toCart(page);
  await expect(page.getByRole('alert').filter({ hasText: catalogue['add-to-cart.missing-option'] })).toBeVisible();
  expect(defaultsSeen(await shownWords(page), await themeWords(page, JACKET))).toEqual(expect.arrayContaining(['add-to-cart.missing-option: “Proszę wybrać opcję produktu”', 'gallery.zoom: “Powiększ zdjęcie”']));
});

const resultsDir = () => path.join(test.info().project.outputDir, 'theme-2-messages');

interface Result {
  name: string;
  seen: string[];
  missing: string[];
}

async function record(result: Result): Promise<void> {
  await mkdir(resultsDir(), { recursive: true });
  await writeFile(path.join(resultsDir(), `${STATES.findIndex((s) => s.name === result.name)}.json`), JSON.stringify(result));
}

test('the table of defaults seen, for the closing note', async () => {
  const files = (await readdir(resultsDir()).catch(() => [])).sort((a, b) => parseInt(a) - parseInt(b));
  const rows = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(resultsDir(), file), 'utf8')) as Result));
  const cell = (texts: string[]) => texts.join('<br>').replaceAll('|', '\\|') || '–';
  console.log(['| state | default text seen | theme 2\'s words not shown |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.name} | ${cell(r.seen)} | ${cell(r.missing)} |`)].join('\n'));
  test.skip(rows.length === 0, 'no state of this file ran in this project (a filtered run)');
  // One row per state that ran, none twice, and none with a default: the table says what the states asserted.
  expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  expect(rows.map((r) => r.name).filter((name) => !STATES.some((state) => state.name === name))).toEqual([]);
  expect(rows.filter((r) => r.seen.length > 0).map((r) => r.name)).toEqual([]);
});
