/**
 * The actions theme scripts call on `window.storefront` (issue 29), each held to the rules of the island
 * that owns it, in the browser: what reaches the fixture shop's call log, what the shopper sees and
 * hears, and the public events each one brings.
 */
import type { Page } from '@playwright/test';
import type { AddToCartOptions } from '../shared/events/types';
import { announcer, callsOf, cartButton, fault, JACKET, TENT } from './detail-helpers';
import { LISTING } from './listing-helpers';
import { heardOf, errorsHeard, recordStorefrontEvents } from './storefront-events';
import { acceptCookies, expect, test } from './test';
import { gx } from './theme-2-messages';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
});

/** What a theme script's `storefront.addToCart(options)` comes to, or the message it rejected with. */
const addToCart = (page: Page, options: unknown) =>
  page.evaluate((options) => window.storefront.addToCart(options as AddToCartOptions).catch((error: Error) => `rejected: ${error.message}`), options);

const miniCart = (page: Page) => page.locator('#cart-refresh-area .mini-cart__count');

test('storefront is there once boot has run, ready settled, its actions named, with its release and no report yet', async ({ page }) => {
  await page.goto(LISTING);
  const shape = await page.evaluate(async () => {
    await window.storefront.ready;
    const { ready, wishlist, version, build, errors, ...actions } = window.storefront;
    return { ready: ready instanceof Promise, actions: Object.keys(actions).sort(), wishlist: Object.keys(wishlist).sort(), version, build, errors: errors() };
  });
  const manifest = (await (await page.request.get('/dist/manifest.json')).json()) as { version: string; build: string };
  expect(shape).toEqual({ ready: true, actions: ['addToCart', 'openQuestionForm', 'refreshMiniCart'], wishlist: ['ids', 'toggle'], version: manifest.version, build: manifest.build, errors: [] });
});

test('addToCart with option -1 on a product with options: the form shows the message and nothing is sent', async ({ page }) => {
  await page.goto(JACKET);
  const result = await addToCart(page, { productId: 1, optionId: -1 });
  expect(result).toEqual({ ok: false, message: 'Proszę wybrać opcję produktu' });
  // The form's island was woken to show it, in the form, as the shopper's own submit would.
  await expect(page.locator('form[data-island="add-to-cart"]').getByRole('alert')).toHaveText('Proszę wybrać opcję produktu');
  expect(await callsOf(page, 'AddCart')).toEqual([]);
  // With no option given, the variant chosen on the page is the one: none chosen yet, so the same.
  expect(await addToCart(page, { productId: 1 })).toEqual({ ok: false, message: 'Proszę wybrać opcję produktu' });
  expect(await callsOf(page, 'AddCart')).toEqual([]);
});

test('theme 2, by keyboard: the option message in its own form, and a theme button’s add gives focus back to it', async ({ page }) => {
  await page.goto('/motyw-2/produkt/1-kurtka-zimowa-zolta-los');
  expect(await addToCart(page, { productId: 1 })).toEqual({ ok: false, message: gx('add-to-cart.missing-option') });
  await expect(page.locator('form[data-island="add-to-cart"]').getByRole('alert')).toHaveText(gx('add-to-cart.missing-option'));
  expect(await callsOf(page, 'AddCart')).toEqual([]);
  // A "buy" button of the theme's own, as a theme script would wire it.
  await page.evaluate(() => {
    const buy = Object.assign(document.createElement('button'), { type: 'button', id: 'theme-buy', textContent: 'Kup namiot' });
    buy.addEventListener('click', () => void window.storefront.addToCart({ productId: 3 }));
    document.querySelector('main')!.prepend(buy);
  });
  await page.getByRole('button', { name: 'Kup namiot' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: gx('add-to-cart.added') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kup namiot' })).toBeFocused();
});

test('addToCart on the product page: the form’s flow, from storefront:cart-add on the form to the pop-up, the mini cart and GA4', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(TENT);
  const [first, second] = await page.evaluate(() => Promise.all([window.storefront.addToCart({ productId: 3, amount: 2 }), window.storefront.addToCart({ productId: 3 })]));
  // One request at a time: the second call, made while the first was on its way, sent nothing.
  expect(first).toEqual({ ok: true, productName: 'Namiot Żubr' });
  expect(second).toEqual({ ok: false, message: '' });
  expect((await callsOf(page, 'AddCart')).map((call) => call.body)).toEqual([{ request: { Amount: 2, ProductId: 3, OptionId: -1, addons: [] } }]);
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  await expect(announcer(page)).toHaveText('Dodano do koszyka: Namiot Żubr');
  await expect(miniCart(page)).toHaveText('2 produkty');
  const [add] = heardOf(heard, 'storefront:cart-add');
  expect(add).toMatchObject({ hook: 'add-to-cart-form', detail: { productId: 3, optionId: -1, amount: 2, addons: [] }, result: { ok: true, productName: 'Namiot Żubr' } });
  await expect.poll(() => heardOf(heard, 'storefront:cart').map((event) => event.detail)).toEqual([{ source: 'add' }]);
  const pushed = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((entry) => entry.event === 'add_to_cart').length);
  expect(pushed).toBe(1);
  // The form is usable again once the add has ended.
  await page.getByRole('dialog', { name: 'Dodano do koszyka' }).getByRole('button', { name: 'Zamknij' }).click();
  await expect(cartButton(page)).toBeEnabled();
});

test('addToCart where the product has no form: storefront:cart-add on the document, the option the caller’s, the confirmation as usual', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(LISTING);
  const result = await addToCart(page, { productId: 3, addons: [{ key: 'grawer', value: 'Dla Ani' }] });
  expect(result).toEqual({ ok: true, productName: 'Namiot Żubr' });
  expect((await callsOf(page, 'AddCart')).map((call) => call.body)).toEqual([{ request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [{ key: 'grawer', value: 'Dla Ani' }] } }]);
  expect(heardOf(heard, 'storefront:cart-add').map((event) => event.hook)).toEqual(['document']);
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  await expect(miniCart(page)).toHaveText('1 produkt');
});

test('a bad argument rejects with a message naming it, an amount beyond the quantity field or the Int32 too, and nothing is sent', async ({ page }) => {
  await page.goto(TENT);
  expect(await addToCart(page, { productId: '3' })).toBe('rejected: storefront.addToCart: productId must be a positive whole number, not "3"');
  // An amount the tent's quantity field stops short of (999), and one AddCart's Int32 Amount cannot hold, for a product with no form here.
  expect(await addToCart(page, { productId: 3, amount: 1000 })).toBe("rejected: storefront.addToCart: amount must be a whole number from 1 to 999 (the product form's quantity), not 1000");
  expect(await addToCart(page, { productId: 7, amount: 3_000_000_000 })).toBe(
    'rejected: storefront.addToCart: amount must be a whole number from 1 to 2147483647 (the most AddCart takes), not 3000000000',
  );
  const rejected = await page.evaluate(() =>
    Promise.all([
      window.storefront.openQuestionForm({ type: 0 }).catch((error: Error) => error.message),
      window.storefront.wishlist.toggle(3, { url: 'https://evil.example/' }).catch((error: Error) => error.message),
    ]),
  );
  expect(rejected).toEqual([
    'storefront.openQuestionForm: type must be a positive whole number, not 0',
    'storefront.wishlist.toggle: url must be an address on this site, not "https://evil.example/"',
  ]);
  expect(await callsOf(page, 'AddCart')).toEqual([]);
  expect(await callsOf(page, 'FetchQuestionFormTemplate')).toEqual([]);
  expect(await page.evaluate(() => window.storefront.wishlist.ids())).toEqual([]);
});

test('refreshMiniCart shows the cart as the server has it and tells storefront:cart with source refresh; a failure resolves false, reported once', async ({
  page,
  expectConsoleError,
}) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(LISTING);
  await expect(miniCart(page)).toHaveText('0 produktów');
  // The cart changed behind the page's back: a theme's own call, say.
  await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } } });
  expect(await page.evaluate(() => window.storefront.refreshMiniCart())).toBe(true);
  await expect(miniCart(page)).toHaveText('1 produkt');
  expect(heardOf(heard, 'storefront:cart').map((event) => [event.hook, event.detail])).toEqual([['document', { source: 'refresh' }]]);

  expectConsoleError(/Failed to load resource.*500/);
  expectConsoleError(/island "storefront\.refreshMiniCart" on <body.*>: could not refresh the mini cart: smallcart: HTTP 500/);
  await fault(page, { call: 'smallcart', status: 500, times: 1 });
  expect(await page.evaluate(() => window.storefront.refreshMiniCart())).toBe(false);
  await expect(miniCart(page)).toHaveText('1 produkt');
  expect(errorsHeard(heard)).toEqual([expect.objectContaining({ island: 'storefront.refreshMiniCart', call: 'smallcart', status: 500 })]);
});

test('openQuestionForm opens the form in the pop-up as its trigger would, and gives the focus back to the element focused at the call', async ({ page }) => {
  await page.goto(LISTING);
  const opener = page.locator('#cart-refresh-area a.mini-cart');
  await opener.focus();
  await page.evaluate(() => window.storefront.openQuestionForm({ type: 2, title: 'Napisz do nas' }));
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Wyślij' })).toBeVisible();
  expect((await callsOf(page, 'FetchQuestionFormTemplate')).map((call) => call.body)).toEqual([{ type: 2, id: null }]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('openQuestionForm with a type the shop does not know: the load failure a trigger would show, reported once with the call', async ({ page, expectConsoleError }) => {
  const heard = await recordStorefrontEvents(page);
  expectConsoleError(/Failed to load resource.*404/);
  expectConsoleError(/island "storefront\.openQuestionForm" on <body.*>: could not load the question form: FetchQuestionFormTemplate: HTTP 404/);
  await page.goto(LISTING);
  await page.evaluate(() => window.storefront.openQuestionForm({ type: 99 }));
  await expect(page.getByRole('dialog', { name: 'Formularz' })).toContainText('Nie udało się wczytać formularza');
  await expect(announcer(page)).toHaveText('Nie udało się wczytać formularza. Spróbuj ponownie za chwilę.');
  expect(errorsHeard(heard)).toEqual([expect.objectContaining({ island: 'storefront.openQuestionForm', call: 'FetchQuestionFormTemplate', status: 404 })]);
});

test('wishlist.toggle saves and removes as a toggle would: every toggle of the product, the box, the cookie, the announcement, storefront:wishlist', async ({ page }) => {
  const heard = await recordStorefrontEvents(page);
  await page.goto(LISTING);
  const card = page.locator('.product-card').first();
  const id = Number(await card.getAttribute('data-product-id'));
  const name = (await card.locator('.product-card__title').textContent())!.trim();
  const toggle = card.locator('.wishlist-toggle');
  // No name given: it is read off the product's toggle on the page.
  expect(await page.evaluate((id) => window.storefront.wishlist.toggle(id), id)).toEqual({ saved: true, ids: [id] });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(announcer(page)).toHaveText(`Dodano do schowka: ${name}. W schowku: 1.`);
  const box = page.locator('section.wishlist-box');
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => window.storefront.wishlist.ids())).toEqual([id]);

  expect(await page.evaluate((id) => window.storefront.wishlist.toggle(id), id)).toEqual({ saved: false, ids: [] });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(heardOf(heard, 'storefront:wishlist').map((event) => event.detail)).toEqual([
    { productId: id, saved: true, ids: [id] },
    { productId: id, saved: false, ids: [] },
  ]);
});

test('actions called before their chunk arrived wait for it; a chunk that cannot be loaded rejects them with why', async ({ page, expectConsoleError }) => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/chunks\/storefront-actions-\w+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(LISTING);
  const calls = page.evaluate(() => Promise.all([window.storefront.wishlist.ids(), window.storefront.wishlist.toggle(3), window.storefront.wishlist.ids()]));
  await page.waitForTimeout(300);
  release();
  expect(await calls).toEqual([[], { saved: true, ids: [3] }, [3]]);

  await page.unroute(/storefront-actions/);
  expectConsoleError(/Failed to load resource/);
  await page.route(/\/dist\/chunks\/storefront-actions-\w+\.js$/, (route) => route.abort('failed'));
  await page.goto(TENT);
  const failed = await page.evaluate(() => window.storefront.addToCart({ productId: 3 }).then(() => 'resolved', () => 'rejected'));
  expect(failed).toBe('rejected');
  expect(await callsOf(page, 'AddCart')).toEqual([]);
});
