/**
 * What theme-2-messages.spec.ts looks for: the catalogue's default words (shared/messages/catalogue.ts), each
 * literal part of a default between its placeholders, and where a page shows words (its text, the names and
 * labels of its elements, its live regions and open dialogs). Then the steps that bring theme 2's pages into
 * each state.
 */
import type { Page } from '@playwright/test';
import { announcer } from './detail-helpers';
import { cartWithTent } from './theme-2-helpers';
import { expect, islandsSettled } from './test';
import { GX_MESSAGES } from '../fixtures/theme-2/messages';
import { catalogue, type MessageKey, type PluralKey } from '../shared/messages/catalogue';

/** Separators are one character, the same in theme 2: nothing to tell apart. */
const UNCHECKED: readonly MessageKey[] = ['price.decimal-separator', 'price.group-separator'];
/** Shorter parts ("zł", " z ") are everyday words of any page. */
const MIN_PART = 4;

const formsOf = (entry: string | Readonly<Record<string, string>>): string[] => (typeof entry === 'string' ? [entry] : Object.values(entry));
const gxWords = Object.values(GX_MESSAGES).flatMap(formsOf).map((text) => normalise(text));

/** Any run of white space (a no-break space, a narrow one, a new line) as one space. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}

export interface DefaultPart {
  key: MessageKey;
  text: string;
}

/**
 * Each default's literal parts of at least MIN_PART characters, left out where theme 2's own words hold the same
 * text (then seeing it proves nothing).
 */
export const DEFAULT_PARTS: readonly DefaultPart[] = (Object.keys(catalogue) as MessageKey[])
  .filter((key) => !UNCHECKED.includes(key))
  .flatMap((key) => [...new Set(formsOf(catalogue[key]).flatMap((form) => form.split(/\{\w+\}/)).map((part) => normalise(part).trim()))].map((text) => ({ key, text })))
  .filter(({ text }) => text.length >= MIN_PART && !gxWords.some((words) => words.includes(text)));

/** The defaults that are whole names ("Zamknij"): a name equal to one is a default even where theme 2's words contain it. */
const DEFAULT_NAMES: readonly DefaultPart[] = (Object.keys(catalogue) as MessageKey[])
  .filter((key) => !UNCHECKED.includes(key) && typeof catalogue[key] === 'string' && !/\{\w+\}/.test(catalogue[key] as string))
  .map((key) => ({ key, text: normalise(catalogue[key] as string).trim() }))
  .filter(({ text }) => text.length >= MIN_PART);

/** Everything a shopper can see or hear on the page now: the words, then the names and descriptions (a `names` list). */
export async function shownWords(page: Page): Promise<{ text: string; names: string[] }> {
  const { text, names } = await page.evaluate(() => {
    const names: string[] = [];
    const chunks = [document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext', 'aria-description', 'aria-roledescription']) {
        const value = element.getAttribute(attribute);
        if (value) names.push(value);
      }
      for (const attribute of ['aria-labelledby', 'aria-describedby']) {
        for (const id of element.getAttribute(attribute)?.split(/\s+/) ?? []) {
          const referenced = id && document.getElementById(id);
          if (referenced) names.push(referenced.textContent ?? '');
        }
      }
    }
    for (const region of document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"], dialog[open], [role="dialog"]')) chunks.push(region.textContent ?? '');
    return { text: chunks.join('\n'), names };
  });
  // The accessibility tree as Chromium computes it: every name, however it is given.
  const snapshot = await page.locator('body').ariaSnapshot();
  const treeNames = [...snapshot.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  return { text: normalise([text, ...names, snapshot].join('\n')), names: [...names, ...treeNames].map((name) => normalise(name).trim()) };
}

/**
 * The theme's own words on `url` as its server writes it (text, attributes, templates): a default part that the
 * theme itself writes there ("Formularz kontaktowy", "Znajdź punkt") cannot be told from it on that page.
 */
export async function themeWords(page: Page, url: string): Promise<string> {
  const source = await (await page.request.get(url)).text();
  // Parsed in a blank page of its own: the shop's page may run under Trusted Types (the strict-CSP projects), where DOMParser takes no string.
  const blank = await page.context().newPage();
  const words = await blank.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const element of doc.querySelectorAll('script, style')) element.remove();
    const parts = [doc.body.textContent ?? ''];
    for (const template of doc.querySelectorAll('template')) parts.push(template.content.textContent ?? '');
    for (const element of doc.querySelectorAll('*')) for (const attribute of element.attributes) parts.push(attribute.value);
    return parts.join('\n');
  }, source);
  await blank.close();
  return normalise(words);
}

/** The defaults shown, as `key: “text”`, except the theme's own words. */
export function defaultsSeen(shown: { text: string; names: string[] }, theme: string): string[] {
  const parts = DEFAULT_PARTS.filter(({ text }) => shown.text.includes(text) && !theme.includes(text));
  const names = DEFAULT_NAMES.filter(({ key, text }) => shown.names.includes(text) && !theme.includes(text) && !parts.some((part) => part.key === key));
  return [...parts, ...names].map(({ key, text }) => `${key}: “${text}”`);
}

type Values = Readonly<Record<string, string | number>>;

/** Theme 2's words for a key, filled in as `message()` fills them (its plural form picked for Polish). */
export function gx(key: Exclude<MessageKey, PluralKey>, values?: Values): string;
export function gx(key: PluralKey, values: Values & { count: number }): string;
export function gx(key: MessageKey, values: Values = {}): string {
  const entry = GX_MESSAGES[key];
  const text = typeof entry === 'string' ? entry : entry[new Intl.PluralRules('pl').select(Number(values.count)) as keyof typeof entry];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A pattern for theme 2's words of a key where some values vary: the placeholders not given match any text. */
export function gxPattern(key: Exclude<MessageKey, PluralKey>, values: Values): RegExp {
  const text = normalise(GX_MESSAGES[key]);
  const parts = text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    return Object.hasOwn(values, name) ? escape(normalise(String(values[name]))) : '.+?';
  });
  return new RegExp(parts.join(''));
}

export const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The steps into each state.

const STOVE_ID = 14;

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

export async function pick(page: Page, label: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/Default.aspx/GetOptions'));
  await page.locator('.product-option').getByLabel(label, { exact: true }).click();
  await answered;
}

export async function chosenJacket(page: Page): Promise<void> {
  await pick(page, 'M');
  await pick(page, 'Czerwony');
  await expect(page.locator('[data-island="product-options"] fieldset[aria-busy="true"]')).toHaveCount(0);
}

export const toCart = (page: Page) => page.locator('#add-to-cart-button').click();

export async function noticeForm(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Daj znać, gdy będzie' }).click();
  const form = dialog(page, 'Daj znać, gdy będzie');
  if (email) await form.getByLabel('Adres e-mail').fill(email);
  await form.getByRole('button', { name: 'Daj mi znać' }).click();
}

export async function openProductQuestion(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Recenzje' }).click();
  await page.getByRole('link', { name: 'Masz pytanie? Napisz do nas' }).click();
}

async function productQuestion(page: Page): Promise<ReturnType<typeof dialog>> {
  await openProductQuestion(page);
  const form = dialog(page, 'Pytanie o produkt');
  await expect(form.getByRole('button', { name: 'Wyślij' })).toBeVisible();
  return form;
}

export async function sendQuestion(page: Page, fields: { name?: string; email?: string; phone?: string; message?: string }): Promise<void> {
  const form = await productQuestion(page);
  if (fields.name) await form.getByLabel('Imię i nazwisko').fill(fields.name);
  if (fields.email) await form.getByLabel('E-mail').fill(fields.email);
  if (fields.phone) await form.getByLabel('Telefon (opcjonalnie)').fill(fields.phone);
  if (fields.message) await form.getByLabel('Wiadomość').fill(fields.message);
  await form.getByRole('button', { name: 'Wyślij' }).click();
}

export const VALID_QUESTION = { name: 'Anna Żubr', email: 'anna@example.pl', message: 'Czy kurtka jest wodoodporna?' };

export const cartIsLive = (page: Page) => expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
export const row = (page: Page, name: string) => page.locator('.gx-row').filter({ has: page.getByRole('heading', { name }) });

export async function tentAndStove(page: Page): Promise<void> {
  await cartWithTent(page);
  const added = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: 1, ProductId: STOVE_ID, OptionId: -1, addons: [] } } });
  expect(added.ok()).toBe(true);
}

export const FIRST_POINT = 'Warszawa, ul. Marszałkowska 104 (paczkomat WAW104M)';

export async function suggest(page: Page, phrase: string): Promise<void> {
  await page.locator('#gx-q').click();
  await page.keyboard.type(phrase);
}

export const toggleFirst = async (page: Page) => {
  const toggle = page.locator('.gx-tile .wishlist-toggle').first();
  const pressed = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
  await expect(announcer(page)).not.toBeEmpty();
};

export const firstTileName = async (page: Page) => (await page.locator('.gx-tile .gx-tile__name').first().textContent())!.trim();
export const box = (page: Page) => page.locator('[data-island="wishlist-box"]');

export async function scriptToggle(page: Page, times: number): Promise<void> {
  await islandsSettled(page);
  for (let i = 0; i < times; i += 1) await page.evaluate(() => window.storefront.wishlist.toggle(3));
  await expect(announcer(page)).not.toBeEmpty();
}

export async function producersLive(page: Page): Promise<void> {
  await page.locator('[data-island="producer-carousel"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="producer-carousel"]')).toHaveAttribute('data-island-state', 'mounted');
}
