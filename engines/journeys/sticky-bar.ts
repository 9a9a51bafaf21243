/** The sticky add-to-cart bar, in both fixture themes: shown once the form's button scrolled out above, adding through the form. */
import { deepEqual, equal, ok } from 'node:assert/strict';
import { afterTwoFrames, type Driver } from '../driver';
import type { Journey } from '../journey';
import { callsOf, startVisit } from '../shop';
import { waitFor } from '../wait';

const THEMES = [
  { theme: 'theme 1', prefix: '', added: 'Dodano do koszyka', missing: 'Proszę wybrać opcję produktu' },
  { theme: 'theme 2', prefix: '/motyw-2', added: 'Jest w koszyku', missing: 'Wybierz rozmiar i kolor' },
] as const;

const TENT = '/produkt/3-namiot-zubr';
const MUG = '/produkt/5-kubek-termiczny-jez';
const BAR = '[data-sticky-bar]';
const BAR_BUTTON = '[data-sticky-bar] [data-sticky-button]';

// The tent's page, once its tabs are drawn, scrolls its button out of a 900 px window by a few pixels only.
const WINDOW = { width: 1280, height: 600 };

/** When this document started: a form posted the no-JS way (a full page load) starts a new one. */
const documentStart = (driver: Driver) => driver.evaluate(() => performance.timeOrigin);

/**
 * Opens a product page in the short window; with the form's button in the middle of the window the
 * bar stays hidden; scrolled to the page's end (the button out above) the bar shows, naming the product.
 */
async function openAndScrollPast(driver: Driver, path: string, product: string): Promise<void> {
  await startVisit(driver);
  await driver.resize(WINDOW.width, WINDOW.height);
  await driver.open(path);
  await waitFor(driver, 'the bar island mounted', () => document.querySelector('[data-island="sticky-add-to-cart"]')?.getAttribute('data-island-state') === 'mounted');
  await driver.evaluate(() => document.querySelector('#add-to-cart-button')!.scrollIntoView({ block: 'center' }));
  // Its observer has told the island where the button is, and the island has rendered what it was told.
  await driver.evaluate(afterTwoFrames);
  await driver.evaluate(afterTwoFrames);
  const onScreen = await driver.evaluate((bar: string) => {
    const box = document.querySelector('#add-to-cart-button')!.getBoundingClientRect();
    return { button: box.top >= 0 && box.bottom <= innerHeight, hidden: document.querySelector<HTMLElement>(bar)!.hidden };
  }, BAR);
  deepEqual(onScreen, { button: true, hidden: true }, 'the bar shows while the form\'s button is on screen');
  await driver.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await waitFor(driver, 'the bar shown once the form\'s button scrolled out above', (bar: string) => {
    const element = document.querySelector<HTMLElement>(bar)!;
    return document.querySelector('#add-to-cart-button')!.getBoundingClientRect().bottom <= 0 && !element.hidden && element.getClientRects().length > 0;
  }, BAR);
  ok((await driver.evaluate((bar: string) => document.querySelector(bar)!.textContent, BAR))?.includes(product), `the bar does not name ${product}`);
}

const journeys = THEMES.flatMap((t): Journey[] => [
  {
    name: `sticky bar, ${t.theme}: hidden while the form's button shows, shown past it; on the tent a click on the bar sends one AddCart and confirms`,
    async run(driver) {
      await openAndScrollPast(driver, t.prefix + TENT, 'Namiot Żubr');
      await driver.click(BAR_BUTTON);
      await waitFor(driver, 'the confirmation dialog', (added: string) => {
        const dialog = document.querySelector('dialog[open]');
        return dialog?.textContent?.includes(added) && dialog.textContent.includes('Namiot Żubr');
      }, t.added);
      deepEqual((await callsOf(driver, 'AddCart')).map((c) => c.body), [{ request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } }]);
      // The pop-up is open: the bar keeps off it.
      equal(await driver.evaluate((bar: string) => document.querySelector<HTMLElement>(bar)!.hidden, BAR), true, 'the bar shows over the pop-up');
    },
  },
  {
    name: `sticky bar, ${t.theme}: on the mug with no option chosen, Enter on the bar's button sends nothing, says what is missing, focuses the first option`,
    async run(driver) {
      await openAndScrollPast(driver, t.prefix + MUG, 'Kubek termiczny Jeż');
      const started = await documentStart(driver);
      await driver.evaluate((button: string) => document.querySelector<HTMLElement>(button)!.focus(), BAR_BUTTON);
      ok(await driver.evaluate((button: string) => document.activeElement === document.querySelector(button), BAR_BUTTON), 'the bar\'s button did not take focus');
      await driver.press('Enter');
      await waitFor(driver, 'the form\'s message', (missing: string) => document.querySelector('form[data-island="add-to-cart"] [role="alert"]')?.textContent === missing, t.missing);
      await waitFor(driver, 'focus on the first option', () =>
        document.activeElement !== null && document.activeElement === document.querySelector('[data-island="product-options"][data-product-id="5"] input[type="radio"]'));
      // The server's no-JS answer shows the same message: only the same document proves the island said it.
      equal(await documentStart(driver), started, 'the form was posted the no-JS way');
      deepEqual(await callsOf(driver, 'AddCart'), []);
    },
  },
]);

export const stickyBarJourneys: Journey[] = journeys;
