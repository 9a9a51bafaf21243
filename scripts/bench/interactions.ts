/**
 * The key interactions whose input-to-next-paint is measured. Each names the page, the element the
 * shopper touches, which island must handle it (a hook name pattern, so that islands arriving later are
 * picked up by themselves), and the input of the cold (round 0) and warm (round 1) measurement.
 */
import type { Page } from '@playwright/test';
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

/** Clicks the label of the nth matching input: styled radios and checkboxes often hide the input itself. */
async function clickLabelOf(page: Page, inputs: string, nth: number): Promise<void> {
  const id = await page.locator(inputs).nth(nth).getAttribute('id');
  if (id) await page.locator(`label[for="${id}"]`).click();
  else await page.locator(inputs).nth(nth).click();
}

const DIALOG = 'dialog[open], [role="dialog"]';

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
    input: (page, round) => page.locator('.wishlist-toggle').nth(round).click(),
    noJs: 'without JS the toggle submits a form and loads a new page',
  },
  {
    id: 'question-form',
    label: 'open a question form',
    path: '/produkt/1-kurtka-zimowa-zolta-los',
    target: '.question-trigger',
    island: /question|modal-form|form-trigger/,
    // The product's question link sits in the reviews tab.
    prepare: async (page) => {
      const reviews = page.getByRole('tab', { name: /Opinie/ });
      if ((await reviews.count()) > 0) await reviews.click();
    },
    input: (page) => page.locator('.question-trigger').first().click(),
    between: async (page) => {
      await page.locator(DIALOG).first().waitFor({ state: 'visible', timeout: 10_000 });
      await page.keyboard.press('Escape');
      await page.locator(DIALOG).first().waitFor({ state: 'hidden', timeout: 5_000 });
    },
    noJs: 'without JS the trigger is a link to the contact page',
  },
  {
    id: 'close-cookie-notice',
    label: 'close the cookie notice',
    path: '/faq',
    target: '[data-island="cookie-notice"]',
    island: /cookie/,
    firstVisit: true,
    prepare: (page) => page.locator('[data-island="cookie-notice"] button').waitFor({ state: 'visible', timeout: COOKIE_NOTICE_DELAY_MS + 10_000 }),
    input: (page) => page.locator('[data-island="cookie-notice"] button').click(),
    noCold: 'the notice wakes on load and shows itself 2.5 s later: its first input is always warm',
    noJs: 'without JS there is no notice',
  },
];
