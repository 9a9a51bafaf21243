/**
 * The key interactions whose input-to-next-paint is measured. Each names the page, the element the
 * shopper touches, which island must handle it (a hook name pattern, so that islands arriving later are
 * picked up by themselves), and the input of the cold (round 0) and warm (round 1) measurement.
 */
import type { Locator, Page } from '@playwright/test';
import { COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';

export type Round = 0 | 1;

export interface BenchInteraction {
  id: string;
  label: string;
  path: string;
  /** The element the shopper touches: must exist, and a live island must handle it. */
  target: string;
  /** Hook names that handle it, around the target or anywhere on the page (delegating islands). */
  island: RegExp;
  /** Waits for what must be on screen before the input; not measured. */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input. Round 0 is the cold one on a fresh page, round 1 the warm one. */
  input: (page: Page, round: Round) => Promise<void>;
  /** Undoes what the cold input left on screen, before the warm one; not measured. */
  between?: (page: Page) => Promise<void>;
  /** Why there is no cold measurement (an island that wakes before any input). */
  noCold?: string;
  /** Why the no-JS page has no such interaction. */
  noJs?: string;
  /** The shopper has not accepted cookies yet (the notice shows). */
  firstVisit?: boolean;
}

/** How long the pointer rests on the target before a warm press: a hand moves a mouse, then clicks. */
const HOVER_BEFORE_PRESS_MS = 100;

/**
 * The shopper's click, through raw input. Playwright's `locator.click()` is not one: it checks its hit
 * target from inside the page on every pointer and mouse event, a forced style and layout each time,
 * and Event Timing counts that work in the interaction (traced at 4× CPU: 5–11 ms of its listener per
 * click). The cold press follows the pointer at once, like a tap; the warm one after a rest, as a mouse
 * does, so the hover's handling is not counted as the click's.
 */
async function press(page: Page, target: Locator, warm: boolean): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target has no box to click');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (warm) await page.waitForTimeout(HOVER_BEFORE_PRESS_MS);
  await page.mouse.down();
  await page.mouse.up();
}

/** Clicks the label of the nth matching input: styled radios and checkboxes often hide the input itself. */
async function clickLabelOf(page: Page, inputs: string, round: Round): Promise<void> {
  const id = await page.locator(inputs).nth(round).getAttribute('id');
  await press(page, id ? page.locator(`label[for="${id}"]`) : page.locator(inputs).nth(round), round === 1);
}

const DIALOG = 'dialog[open], [role="dialog"]';

/** Waits for the pop-up the input opens (once the shop answered), then closes it before the next input. */
async function closePopUp(page: Page): Promise<void> {
  await page.locator(DIALOG).first().waitFor({ state: 'visible', timeout: 10_000 });
  await page.keyboard.press('Escape');
  await page.locator(DIALOG).first().waitFor({ state: 'hidden', timeout: 5_000 });
}

/**
 * The product's question link sits in the reviews tab. The shopper scrolls to the tabs, whose island
 * wakes when seen, and opens that tab. Before the tabs island is awake there is no tab to open: the
 * press would then be the scroll that wakes it, and the question form's cold mount would wait behind
 * the tabs' own (traced at 4× CPU: 140 ms instead of 66).
 */
async function openReviewsTab(page: Page): Promise<void> {
  const tabs = page.locator('[data-island="tabs"]').filter({ has: page.locator('.question-trigger') });
  if ((await tabs.count()) === 0) return;
  await tabs.scrollIntoViewIfNeeded();
  await page.locator('[data-island="tabs"][data-island-state="mounted"]').filter({ has: page.locator('.question-trigger') }).waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: /Opinie/ }).click();
}

export const BENCH_INTERACTIONS: readonly BenchInteraction[] = [
  {
    id: 'choose-option',
    label: 'choose an option (size)',
    path: '/produkt/1-kurtka-zimowa-zolta-los',
    target: '.option-value input[type="radio"]',
    island: /option/,
    input: (page, round) => clickLabelOf(page, '.option-value input[type="radio"]', round),
  },
  {
    id: 'change-filter',
    label: 'change a filter (producer)',
    path: '/kategoria/odziez',
    target: 'input[name="producer"]',
    island: /filter|listing|swap/,
    input: (page, round) => clickLabelOf(page, 'input[name="producer"]', round),
  },
  {
    id: 'search-keystroke',
    label: 'keystroke in search',
    path: '/',
    target: '#header-search-q',
    island: /search/,
    prepare: (page) => page.focus('#header-search-q'),
    input: (page, round) => page.keyboard.press(round === 0 ? 'k' : 'u'),
  },
  {
    id: 'wishlist-toggle',
    label: 'wishlist toggle',
    path: '/kategoria/odziez',
    target: '.wishlist-toggle',
    island: /wishlist/,
    input: (page, round) => press(page, page.locator('.wishlist-toggle').nth(round), round === 1),
    noJs: 'without JS the toggle submits a form and loads a new page',
  },
  {
    id: 'question-form',
    label: 'open a question form',
    path: '/produkt/1-kurtka-zimowa-zolta-los',
    target: '.question-trigger',
    island: /question|modal-form|form-trigger/,
    prepare: openReviewsTab,
    input: (page, round) => press(page, page.locator('.question-trigger').first(), round === 1),
    between: closePopUp,
    noJs: 'without JS the trigger is a link to the contact page',
  },
  {
    id: 'add-to-cart',
    label: 'add to cart',
    path: '/produkt/3-namiot-zubr',
    target: '#add-to-cart-button',
    island: /add-to-cart/,
    input: (page, round) => press(page, page.locator('#add-to-cart-button'), round === 1),
    // The confirmation pop-up opens once the shop answered; it is closed before the warm press.
    between: closePopUp,
    noJs: 'without JS the form posts and the shop answers with the cart page',
  },
  {
    id: 'quick-add',
    label: 'quick add, no options',
    path: '/kategoria/namioty',
    target: '[data-island="quick-add"]:not([data-has-options]) button:not(:disabled)',
    island: /quick-add/,
    // Two cards: the warm press is another product's, as a shopper adding a second tent would.
    input: (page, round) => press(page, page.locator('[data-island="quick-add"]:not([data-has-options]) button:not(:disabled)').nth(round), round === 1),
    between: closePopUp,
    noJs: 'without JS the card\'s form posts and the shop answers with the cart page',
  },
  {
    id: 'quick-add-options',
    label: 'quick add, with options',
    path: '/kategoria/odziez',
    target: '[data-island="quick-add"][data-has-options] button',
    island: /quick-add/,
    input: (page, round) => press(page, page.locator('[data-island="quick-add"][data-has-options] button').nth(round), round === 1),
    // Its pop-up opens once the product page is in (fetched ahead on the warm press's hover); closed before the warm press.
    between: closePopUp,
    noJs: 'without JS the card\'s form opens the product page',
  },
  {
    id: 'close-cookie-notice',
    label: 'close the cookie notice',
    path: '/faq',
    target: '[data-island="cookie-notice"]',
    island: /cookie/,
    firstVisit: true,
    prepare: (page) => page.locator('[data-island="cookie-notice"] button').waitFor({ state: 'visible', timeout: COOKIE_NOTICE_DELAY_MS + 10_000 }),
    // Always warm (see noCold), though measured as round 0.
    input: (page) => press(page, page.locator('[data-island="cookie-notice"] button'), true),
    noCold: 'the notice wakes on load and shows itself 2.5 s later: its first input is always warm',
    noJs: 'without JS there is no notice',
  },
];
