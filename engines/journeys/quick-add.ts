/**
 * Quick add from the product card, in both fixture themes: a product without options added at once by mouse
 * (one AddCart, the confirmation, the mini cart), one with options opened in the pop-up by keyboard (the
 * product page's own form woken inside it, chosen with the arrow keys and added, focus back on the card), and
 * the pop-up closed by Escape three times leaving nothing behind. The Chromium model is e2e/quick-add.spec.ts.
 */
import { deepEqual, equal, ok } from 'node:assert/strict';
import { afterTwoFrames, focusOn, type Driver } from '../driver';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';

const THEMES = [
  { theme: 'theme 1', prefix: '', added: 'Dodano do koszyka', oneInCart: '1 produkt' },
  { theme: 'theme 2', prefix: '/motyw-2', added: 'Jest w koszyku', oneInCart: '1 szt.' },
] as const;

const TENTS = '/kategoria/namioty';
const CLOTHING = '/kategoria/odziez';
const TENT = 'Namiot Żubr';
const TENT_PAGE = '/produkt/3-namiot-zubr';
const JACKET = 'Kurtka zimowa żółta Łoś';
const TENT_BUTTON = '[data-island="quick-add"][data-product-id="3"] button';
const JACKET_BUTTON = '[data-island="quick-add"][data-product-id="1"] button';
const POP_UP = 'dialog.sf-quick-add';
const JACKET_FORM = `${POP_UP} form[data-island="add-to-cart"][data-product-id="1"]`;
// The jacket's sizes (S 102, M 103, L 104, XL 105) and colours (Czarny 107, Czerwony 108, Żółty 109).
const M = '103';
const RED = '108';

const MINI_CART = '[data-cart-refresh-area] [data-cart-count]';

async function openListing(driver: Driver, path: string): Promise<void> {
  await startVisit(driver);
  await driver.open(path);
  await waitFor(driver, 'the swap island mounted', () => document.querySelector('[data-island="listing-swap"]')?.getAttribute('data-island-state') === 'mounted');
}

const hasFocus = (driver: Driver, selector: string) => driver.evaluate((s: string) => document.activeElement !== null && document.activeElement === document.querySelector(s), selector);

/**
 * The jacket's pop-up, once open: titled with the product, holding its product page's form, whose
 * product-options hook the runtime woke inside it, and focus on its first radio (no size chosen yet).
 */
async function jacketPopUpOpen(driver: Driver): Promise<void> {
  await waitFor(driver, 'the quick add pop-up open with the jacket\'s form', (popUp: string, form: string, name: string) => {
    const dialog = document.querySelector<HTMLDialogElement>(popUp);
    return dialog?.open && dialog.querySelector('.sf-dialog__title')?.textContent === name && dialog.querySelector(form) !== null;
  }, POP_UP, JACKET_FORM, JACKET);
  await waitFor(driver, 'the pop-up\'s product-options hook mounted', (form: string) =>
    document.querySelector(`${form} [data-island="product-options"]`)?.getAttribute('data-island-state') === 'mounted', JACKET_FORM);
  await waitFor(driver, 'focus on the first radio of the pop-up\'s form', (form: string) =>
    document.activeElement !== null && document.activeElement === document.querySelector(`${form} input[type="radio"]`), JACKET_FORM);
}

/** Every pop-up gone from the document, and focus back on the card's button. */
async function closedBackOn(driver: Driver, button: string): Promise<void> {
  await waitFor(driver, 'no dialog left in the document', () => document.querySelector('dialog') === null);
  await waitFor(driver, 'focus back on the card\'s quick add button', (s: string) => document.activeElement !== null && document.activeElement === document.querySelector(s), button);
}

/** The nodes in the document, text nodes and comments included. */
const nodesInDocument = (driver: Driver) =>
  driver.evaluate(() => {
    let count = 1;
    for (const walker = document.createTreeWalker(document); walker.nextNode(); ) count += 1;
    return count;
  });

const journeys = THEMES.flatMap((t): Journey[] => [
  {
    name: `quick add, ${t.theme}: by mouse, the tent (no options) sends one AddCart, confirms naming it, refreshes the mini cart`,
    async run(driver) {
      await openListing(driver, t.prefix + TENTS);
      equal(await driver.evaluate((s: string) => document.querySelector(s)?.getAttribute('data-cart-count'), MINI_CART), '0', 'the mini cart is not empty at the start');
      // The first pointer on the hook wakes the island: boot holds the click while the code loads and replays it.
      await driver.click(TENT_BUTTON);
      await waitFor(driver, 'the confirmation naming the tent', (added: string, name: string) => {
        const dialog = document.querySelector('dialog[open]');
        return dialog?.textContent?.includes(added) && dialog.textContent.includes(name);
      }, t.added, TENT);
      deepEqual((await callsOf(driver, 'AddCart')).map((c) => c.body), [{ request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } }]);
      await waitFor(driver, 'the mini cart showing one product', (cart: string, one: string) => {
        const count = document.querySelector(cart);
        return count?.getAttribute('data-cart-count') === '1' && count.textContent?.includes(one);
      }, MINI_CART, t.oneInCart);
      // Nothing of the product page was fetched (there is no form to show), and nothing opened but the confirmation.
      const pageLoads = await driver.evaluate(async (path: string) => {
        const calls = (await (await fetch('/__fixture/calls?all=1')).json()) as { call: string; url?: string }[];
        return calls.filter((c) => c.call === 'page' && c.url?.split('?')[0] === path).length;
      }, t.prefix + TENT_PAGE);
      equal(pageLoads, 0, 'the tent\'s product page was fetched');
      equal(await driver.evaluate(() => document.querySelectorAll('dialog').length), 1);
      equal(await driver.evaluate((popUp: string) => document.querySelector(popUp), POP_UP), null, 'a quick add pop-up opened for the tent');
    },
  },
  {
    name: `quick add, ${t.theme}: by keyboard, the jacket (options) opens its form in the pop-up, focus on the first radio; chosen by arrows and added, Escape brings focus back`,
    async run(driver) {
      await openListing(driver, t.prefix + CLOTHING);
      await focusOn(driver, JACKET_BUTTON);
      ok(await hasFocus(driver, JACKET_BUTTON), 'the jacket\'s quick add button did not take focus');
      await driver.press('Enter');
      await jacketPopUpOpen(driver);
      // A radio group by the arrow keys: M in the sizes, then Tab into the colours and Czerwony.
      await driver.press('ArrowRight');
      await waitFor(driver, 'M checked and focused', (form: string, value: string) => {
        const radio = document.querySelector<HTMLInputElement>(`${form} fieldset[data-dictionary-id="1"] input[value="${value}"]`);
        return radio?.checked && document.activeElement === radio;
      }, JACKET_FORM, M);
      await driver.press('Tab');
      await driver.press('ArrowRight');
      await waitFor(driver, 'Czerwony checked and focused', (form: string, value: string) => {
        const radio = document.querySelector<HTMLInputElement>(`${form} fieldset[data-dictionary-id="2"] input[value="${value}"]`);
        return radio?.checked && document.activeElement === radio;
      }, JACKET_FORM, RED);
      // Answered: the server has the request for this choice, and no option list is busy any more.
      await waitFor(driver, 'the GetOptions answer for M + Czerwony', async (form: string, size: string, colour: string) => {
        const calls = (await (await fetch('/__fixture/calls')).json()) as { call: string; body: { request?: { dicts?: number[] } } }[];
        const asked = calls.some((c) => c.call === 'GetOptions' && c.body.request?.dicts?.includes(Number(size)) && c.body.request.dicts.includes(Number(colour)));
        const button = document.querySelector<HTMLButtonElement>(`${form} button[type="submit"]`);
        return asked && document.querySelector(`${form} fieldset[aria-busy="true"]`) === null && button !== null && !button.disabled;
      }, JACKET_FORM, M, RED);
      deepEqual(await callsOf(driver, 'AddCart'), [], 'something was added before the pop-up\'s button');
      await focusOn(driver, `${JACKET_FORM} button[type="submit"]`);
      await driver.press('Enter');
      await waitFor(driver, 'the confirmation naming the jacket in the pop-up\'s place', (added: string, name: string) => {
        const dialogs = document.querySelectorAll('dialog');
        const dialog = dialogs[0];
        return dialogs.length === 1 && dialog?.open && !dialog.classList.contains('sf-quick-add') && dialog.textContent?.includes(added) && dialog.textContent.includes(name);
      }, t.added, JACKET);
      const adds = await callsOf(driver, 'AddCart');
      equal(adds.length, 1, `AddCart sent ${adds.length} times`);
      const request = (adds[0]!.body as { request: { Amount: number; ProductId: number; OptionId: number } }).request;
      deepEqual([request.Amount, request.ProductId], [1, 1]);
      ok(request.OptionId > 0, `AddCart's OptionId is ${request.OptionId}`);
      await driver.press('Escape');
      await closedBackOn(driver, JACKET_BUTTON);
    },
  },
  {
    name: `quick add, ${t.theme}: the jacket's pop-up opened and closed by Escape three times (keyboard, mouse, keyboard): focus back on the card, no dialog and no node left`,
    async run(driver) {
      await openListing(driver, t.prefix + CLOTHING);
      const counts: number[] = [];
      for (const by of ['keyboard', 'mouse', 'keyboard'] as const) {
        if (by === 'keyboard') {
          await focusOn(driver, JACKET_BUTTON);
          await driver.press('Enter');
        } else {
          await driver.click(JACKET_BUTTON);
        }
        await jacketPopUpOpen(driver);
        await driver.press('Escape');
        await closedBackOn(driver, JACKET_BUTTON);
        // React has committed whatever the close left for it to do.
        await driver.evaluate(afterTwoFrames);
        equal(await driver.evaluate(() => document.querySelectorAll('form[data-island="add-to-cart"]').length), 0, `the form is still in the document after the ${by} opening`);
        counts.push(await nodesInDocument(driver));
      }
      // Counted after each closing, so what the first opening leaves for good (the loading indicator) is in all three.
      deepEqual(counts, [counts[0], counts[0], counts[0]], `nodes in the document after each closing: ${counts.join(', ')}`);
      deepEqual(await callsOf(driver, 'AddCart'), []);
    },
  },
]);

export const quickAddJourneys: Journey[] = journeys;
