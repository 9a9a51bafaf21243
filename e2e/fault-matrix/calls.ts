/**
 * Per call of the matrix: how the shopper makes it in the UI, and what the spec's handling looks like
 * (§8 and the islands' docs) when it fails, while it is slow, and when the slow answer arrives.
 */
import type { Locator, Page } from '@playwright/test';
import { announcer, cartButton, choose, JACKET, MUG, option, TENT } from '../detail-helpers';
import { documentIsMarked, markDocument, openListing, resultCount, savingData, serverResultCount } from '../listing-helpers';
import { expect } from '../test';
import type { MatrixCall, MatrixFault } from './matrix-table';
import { accountMenuByMouse, faqItem, headerSearch, wishlistToggle } from './other-islands';

export interface CallCase {
  call: MatrixCall;
  /** The call as `storefront:error` names it, where the fixture shop's name differs (a product page GET is its `page`). */
  reportedAs?: string;
  /** The URL the browser asks, for routing (abort) and for waiting on the answer. */
  endpoint: RegExp;
  /** The island's report line (problem part); the fault adds its cause. */
  report: RegExp;
  /** Report causes that differ from the fault's usual one (answers that are HTML, not JSON). */
  reportDetail?: Partial<Record<MatrixFault, RegExp>>;
  /** Opens the page and does everything up to the action that makes the call. */
  open: (page: Page) => Promise<void>;
  /** The one action that makes the call. */
  trigger: (page: Page) => Promise<void>;
  /** The spec's handling of a failed call (logged is checked by the console guard). */
  failed: (page: Page) => Promise<void>;
  /** The loading state while the answer is on its way. */
  loading: (page: Page) => Promise<void>;
  /** The right answer applied, and the loading state gone. */
  succeeded: (page: Page) => Promise<void>;
  /**
   * Why another island cannot be used while this call waits, when that is the design: a modal is
   * open (the rest of the page is inert), or leaving the field cancels the call.
   */
  busyBy?: string;
  /** Closes what the handling left open (a pop-up), so the page is free again. */
  dismiss?: (page: Page) => Promise<void>;
  /** Another island on the same page, used after the fault. */
  otherIsland: (page: Page) => Promise<void>;
}

const loadingIndicator = (page: Page) => page.locator('.sf-loading');
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
};

// ── product pages ───────────────────────────────────────────────────────────────────────────────

const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Ilość' });
/** The option lists, each marked busy while a choice loads. */
const optionsBusy = (page: Page) => page.locator('[data-island="product-options"] fieldset[aria-busy="true"]');

const OPTION_FAILURE = 'Nie udało się wczytać wybranego wariantu. Spróbuj ponownie.';
const ADD_FAILURE = 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.';
const NOTICE_FAILURE = 'Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później.';
const NOTICE_THANKS = 'Dziękujemy! Powiadomimy Cię e-mailem, gdy produkt będzie dostępny.';
const LOAD_FAILED = 'Nie udało się wczytać formularza. Spróbuj ponownie za chwilę.';
const SEND_FAILED = 'Nie udało się wysłać wiadomości. Wpisane dane są zachowane: spróbuj ponownie za chwilę.';

const getOptions: CallCase = {
  call: 'GetOptions',
  endpoint: /\/Default\.aspx\/GetOptions$/,
  report: /island "product-options".*could not load the chosen variant/,
  async open(page) {
    await page.goto(JACKET);
    await choose(page, 'M');
    await choose(page, 'Żółty');
    await expect(page.locator('#product-sku')).toHaveText('KZ-0001-06');
  },
  trigger: (page) => option(page, 'Czerwony').click(),
  async failed(page) {
    await expect(page.locator('.product-options .form-error')).toHaveText(OPTION_FAILURE);
    await expect(announcer(page)).toHaveText(OPTION_FAILURE);
    // The last confirmed choice is back, and the page shows that variant.
    await expect(option(page, 'Żółty')).toBeChecked();
    await expect(option(page, 'Czerwony')).not.toBeChecked();
    await expect(page.locator('#product-sku')).toHaveText('KZ-0001-06');
    await expect(optionsBusy(page)).toHaveCount(0);
    await expect(page.locator('#product-price')).not.toHaveClass(/is-updating/);
    await expect(cartButton(page)).toBeEnabled();
  },
  async loading(page) {
    await expect(optionsBusy(page)).toHaveCount(2);
    await expect(page.locator('#product-price')).toHaveClass(/is-updating/);
    await expect(cartButton(page)).toBeDisabled();
  },
  async succeeded(page) {
    await expect(page.locator('#product-sku')).toHaveText('KZ-0001-05');
    await expect(option(page, 'Czerwony')).toBeChecked();
    await expect(optionsBusy(page)).toHaveCount(0);
    await expect(page.locator('#product-price')).not.toHaveClass(/is-updating/);
    await expect(cartButton(page)).toBeEnabled();
  },
  otherIsland: wishlistToggle,
};

const mugEngraving = (page: Page) => page.getByLabel('Grawer (maks. 20 znaków)');
const addCart: CallCase = {
  call: 'AddCart',
  endpoint: /\/Default\.aspx\/AddCart$/,
  report: /island "add-to-cart".*could not add the product to the cart/,
  async open(page) {
    await page.goto(MUG);
    await choose(page, 'Czarny');
    await mugEngraving(page).fill('Dla Ani');
    await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
    await expect(quantity(page)).toHaveValue('2');
  },
  trigger: (page) => cartButton(page).click(),
  async failed(page) {
    await expect(page.locator('#add-to-cart-form .form-error')).toHaveText(ADD_FAILURE);
    await expect(announcer(page)).toHaveText(ADD_FAILURE);
    await expect(page.locator('dialog')).toHaveCount(0);
    // Nothing the shopper chose is lost.
    await expect(option(page, 'Czarny')).toBeChecked();
    await expect(mugEngraving(page)).toHaveValue('Dla Ani');
    await expect(quantity(page)).toHaveValue('2');
    await expect(cartButton(page)).toBeEnabled();
  },
  async loading(page) {
    await expect(cartButton(page)).toBeDisabled();
    await expect(loadingIndicator(page)).toBeVisible();
  },
  async succeeded(page) {
    const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
    await expect(dialog).toContainText('Kubek termiczny Jeż');
    await expect(dialog).toContainText('Ilość: 2');
    await expect(loadingIndicator(page)).toBeHidden();
    await expect(page.locator('[data-cart-refresh-area] .mini-cart__count')).toHaveText('2 produkty');
  },
  dismiss: closeDialog,
  otherIsland: wishlistToggle,
};

const noticeTrigger = (page: Page) => page.getByRole('link', { name: 'Powiadom mnie o dostępności' });
const noticeDialog = (page: Page) => page.getByRole('dialog', { name: 'Powiadom o dostępności' });
const availability: CallCase = {
  call: 'availability',
  endpoint: /\/api\/frontend\/availability$/,
  report: /island "availability-notice".*could not subscribe to the availability notice/,
  async open(page) {
    await page.goto(JACKET);
    await noticeTrigger(page).click();
    await noticeDialog(page).getByRole('textbox', { name: 'Twój e-mail' }).fill('ola@example.pl');
  },
  trigger: (page) => noticeDialog(page).getByRole('button', { name: 'Powiadom mnie' }).click(),
  async failed(page) {
    // Spec §4: the availability modal closes after a failed call.
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(page.locator('#availability-notice .form-error')).toHaveText(NOTICE_FAILURE);
    await expect(announcer(page)).toHaveText(NOTICE_FAILURE);
    await expect(noticeTrigger(page)).toBeFocused();
  },
  async loading(page) {
    await expect(noticeDialog(page).getByRole('button', { name: 'Powiadom mnie' })).toBeDisabled();
    await expect(loadingIndicator(page)).toBeVisible();
  },
  async succeeded(page) {
    await expect(noticeDialog(page).getByText(NOTICE_THANKS)).toBeVisible();
    await expect(loadingIndicator(page)).toBeHidden();
  },
  busyBy: 'the availability form is a modal pop-up: the rest of the page is inert until it closes',
  dismiss: closeDialog,
  otherIsland: wishlistToggle,
};

const productQuestion = (page: Page) => page.getByRole('dialog', { name: 'Zadaj pytanie o ten produkt' });
const sendQuestionForm: CallCase = {
  call: 'SendQuestionForm',
  endpoint: /\/api\/frontend\/SendQuestionForm$/,
  report: /island "question-form".*could not send the question form/,
  async open(page) {
    await page.goto(TENT);
    await page.getByRole('tab', { name: 'Opinie' }).click();
    await page.getByRole('link', { name: 'Zadaj pytanie o ten produkt' }).click();
    const dialog = productQuestion(page);
    await dialog.getByLabel('Imię i nazwisko').fill('Jan Łoś');
    await dialog.getByLabel('E-mail').fill('jan@example.pl');
    await dialog.getByLabel('Wiadomość').fill('Czy namiot jest wodoodporny?');
  },
  trigger: (page) => productQuestion(page).getByRole('button', { name: 'Wyślij' }).click(),
  async failed(page) {
    // The form comes back filled in, and says why.
    const dialog = productQuestion(page);
    await expect(dialog).toHaveAccessibleDescription(SEND_FAILED);
    await expect(announcer(page)).toHaveText(SEND_FAILED);
    await expect(dialog.getByLabel('Imię i nazwisko')).toHaveValue('Jan Łoś');
    await expect(dialog.getByLabel('E-mail')).toHaveValue('jan@example.pl');
    await expect(dialog.getByLabel('Wiadomość')).toHaveValue('Czy namiot jest wodoodporny?');
    await expect(dialog.getByRole('button', { name: 'Wyślij' })).toBeEnabled();
  },
  async loading(page) {
    await expect(loadingIndicator(page)).toBeVisible();
    await expect(page.locator('dialog')).toHaveCount(0);
  },
  async succeeded(page) {
    await expect(page.getByRole('dialog', { name: 'Wiadomość wysłana' })).toHaveAccessibleDescription('Dziękujemy, Jan Łoś! Odpowiemy wkrótce.');
    await expect(loadingIndicator(page)).toBeHidden();
  },
  dismiss: closeDialog,
  otherIsland: wishlistToggle,
};

// ── FAQ and the header search ───────────────────────────────────────────────────────────────────

const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Napisz do nas' });
const fetchQuestionFormTemplate: CallCase = {
  call: 'FetchQuestionFormTemplate',
  endpoint: /\/api\/frontend\/FetchQuestionFormTemplate$/,
  report: /island "question-form".*could not load the question form/,
  open: async (page) => void (await page.goto('/faq')),
  trigger: (page) => page.getByRole('link', { name: 'Napisz do nas' }).click(),
  async failed(page) {
    await expect(contactDialog(page)).toHaveAccessibleDescription(LOAD_FAILED);
    await expect(contactDialog(page).getByRole('link', { name: 'Otwórz formularz na osobnej stronie' })).toHaveAttribute('href', /\/kontakt$/);
    await expect(announcer(page)).toHaveText(LOAD_FAILED);
  },
  loading: (page) => expect(loadingIndicator(page)).toBeVisible(),
  async succeeded(page) {
    await expect(contactDialog(page).getByLabel('Imię i nazwisko')).toBeVisible();
    await expect(loadingIndicator(page)).toBeHidden();
  },
  dismiss: closeDialog,
  otherIsland: faqItem,
};

const searchField = (page: Page) => page.locator('#header-search-q');
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
const searchSuggestions: CallCase = {
  call: 'searchsuggestions',
  endpoint: /\/api\/frontend\/searchsuggestions$/,
  report: /island "search-suggest".*could not load suggestions for "kurtka"/,
  async open(page) {
    await page.goto('/faq');
    await searchField(page).click();
    await expect(page.locator('form[data-island="search-suggest"]')).toHaveAttribute('data-island-state', 'mounted');
  },
  trigger: (page) => searchField(page).pressSequentially('kurtka'),
  async failed(page) {
    await expect(suggestions(page)).toBeHidden();
    await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.search-suggest__spinner')).toBeHidden();
    // The field keeps what was typed; a plain search still works from it.
    await expect(searchField(page)).toHaveValue('kurtka');
  },
  loading: (page) => expect(page.locator('.search-suggest__spinner')).toBeVisible(),
  async succeeded(page) {
    await expect(suggestions(page).getByRole('option', { name: /Kurtka/ }).first()).toBeVisible();
    await expect(page.locator('.search-suggest__spinner')).toBeHidden();
  },
  busyBy: 'the suggestions belong to the focused search field: leaving it cancels the request (by design)',
  async dismiss(page) {
    // Open suggestions lie over the page, as they should: Escape closes them.
    if (await suggestions(page).isVisible()) await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
  },
  otherIsland: faqItem,
};

// ── advanced search ─────────────────────────────────────────────────────────────────────────────

const producerNames = (page: Page) => page.getByLabel('Producent').locator('option').allTextContents();
/** The producer list as the shop gives it for a category, asked directly (0: every category, as the page starts). */
async function producersOf(page: Page, categoryId: number): Promise<string[]> {
  const answer = (await (await page.request.post('/api/frontend/AdvancedSearch', { data: { categoryId } })).json()) as { producers: { name: string }[] };
  return ['Wszyscy producenci', ...answer.producers.map((p) => p.name)];
}
const advancedSearch: CallCase = {
  call: 'AdvancedSearch',
  endpoint: /\/api\/frontend\/AdvancedSearch$/,
  report: /island "advanced-search".*could not load the producers/,
  async open(page) {
    await page.goto('/szukaj');
    await expect(page.locator('[data-island="advanced-search"]')).toHaveAttribute('data-island-state', 'mounted');
    expect(await producerNames(page)).toEqual(await producersOf(page, 0));
  },
  trigger: async (page) => void (await page.getByLabel('Kategoria').selectOption('2')),
  async failed(page) {
    expect(await producerNames(page)).toEqual(await producersOf(page, 0));
    // The form still searches, as without JavaScript.
    await page.locator('#advanced-search-form').getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/category=2/);
    await expect(page.getByRole('heading', { name: /Wyniki wyszukiwania/ })).toBeVisible();
  },
  loading: (page) => expect(loadingIndicator(page)).toBeVisible(),
  async succeeded(page) {
    const expected = await producersOf(page, 2);
    await expect.poll(() => producerNames(page)).toEqual(expected);
    await expect(loadingIndicator(page)).toBeHidden();
  },
  otherIsland: headerSearch,
};

// ── listing ─────────────────────────────────────────────────────────────────────────────────────

const listing: CallCase = {
  call: 'listing',
  endpoint: /\/kategoria\/odziez\?/,
  report: /island "listing-swap".*page-part swap failed; loading the full page instead/,
  reportDetail: { malformed: /cut short/, 'wrong-shape': /not HTML/ },
  async open(page) {
    await savingData(page);
    await openListing(page);
    await markDocument(page);
  },
  trigger: (page) => page.locator('#filter-available').click(),
  async failed(page) {
    // Spec §8: a failed page swap loads the full page instead.
    await page.waitForURL(/available=1/, { waitUntil: 'load' });
    expect(await documentIsMarked(page)).toBe(false);
    await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
    await expect(page.locator('#filter-available')).toBeChecked();
  },
  loading: (page) => expect(loadingIndicator(page)).toBeVisible(),
  async succeeded(page) {
    await expect(page).toHaveURL(/available=1/);
    await expect(resultCount(page)).toHaveText(await serverResultCount(page, page.url()));
    await expect(loadingIndicator(page)).toBeHidden();
    expect(await documentIsMarked(page)).toBe(true);
  },
  otherIsland: wishlistToggle,
};

// ── quick add ───────────────────────────────────────────────────────────────────────────────────

const QUICK_ADD_FAILED = 'Nie udało się wczytać opcji tego produktu. Wybierz je na stronie produktu.';
const JACKET_NAME = 'Kurtka zimowa żółta Łoś';
const jacketQuickAdd = (page: Page) => page.locator('[data-island="quick-add"][data-product-id="1"] button');

/** Quick add's GET of the product page, whose form it shows: the fixture shop logs it as a page load. */
const quickAddPage: CallCase = {
  call: 'page',
  reportedAs: 'product-page',
  endpoint: /\/produkt\/1-kurtka-zimowa-zolta-los$/,
  report: /island "quick-add".*could not load the product page for quick add/,
  reportDetail: { malformed: /cut short/, 'wrong-shape': /not HTML/ },
  async open(page) {
    // Nothing fetched ahead on the way to the button: the click's own request meets the fault.
    await savingData(page);
    await openListing(page);
  },
  trigger: (page) => jacketQuickAdd(page).click(),
  async failed(page) {
    const dialog = page.getByRole('dialog', { name: JACKET_NAME, description: QUICK_ADD_FAILED });
    await expect(dialog.getByRole('link', { name: 'Przejdź do strony produktu' })).toHaveAttribute('href', JACKET);
    await expect(announcer(page)).toHaveText(QUICK_ADD_FAILED);
    await expect(jacketQuickAdd(page)).not.toHaveAttribute('aria-busy');
  },
  async loading(page) {
    await expect(loadingIndicator(page)).toBeVisible();
    await expect(jacketQuickAdd(page)).toHaveAttribute('aria-busy', 'true');
  },
  async succeeded(page) {
    await expect(page.getByRole('dialog', { name: JACKET_NAME }).locator('form[data-island="add-to-cart"][data-product-id="1"]')).toBeVisible();
    await expect(loadingIndicator(page)).toBeHidden();
  },
  dismiss: closeDialog,
  otherIsland: wishlistToggle,
};

// ── cart page ───────────────────────────────────────────────────────────────────────────────────

/** Namiot Żubr 1 899,00 zł × 1 and Kuchenka gazowa Żubr 165,12 zł × 2. */
async function openCart(page: Page): Promise<void> {
  for (const [productId, amount] of [[3, 1], [14, 2]] as const) {
    const response = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: amount, ProductId: productId, OptionId: -1, addons: [] } } });
    expect(response.ok()).toBe(true);
  }
  await page.goto('/koszyk');
  await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-state', 'mounted');
}
const line = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('heading', { name }) });
const STOVE = 'Kuchenka gazowa Żubr';
const stoveAmount = (page: Page) => line(page, STOVE).getByRole('spinbutton', { name: 'Ilość' });
const miniCartCount = (page: Page) => page.locator('header .mini-cart__count');
const toPay = (page: Page) => page.locator('[data-cart-total]');
const CART_TOTAL = '2 229,24 zł';
const expectLineIdle = async (lineLocator: Locator) => {
  await expect(lineLocator).not.toHaveAttribute('aria-busy', /.*/);
  await expect(lineLocator.locator('button[aria-disabled="true"]')).toHaveCount(0);
};
const changeStoveAmount = async (page: Page) => {
  await stoveAmount(page).fill('3');
  await stoveAmount(page).press('Enter');
};

const smallcart: CallCase = {
  call: 'smallcart',
  endpoint: /\/smallcart$/,
  report: /island "cart-page".*the mini cart could not be refreshed after a cart change/,
  reportDetail: { malformed: /holds no text/, 'wrong-shape': /not HTML/ },
  async open(page) {
    await openCart(page);
    await expect(miniCartCount(page)).toHaveText('3 produkty');
  },
  trigger: changeStoveAmount,
  async failed(page) {
    // The cart change itself succeeded; the mini cart keeps its last good content.
    await expect(line(page, STOVE).locator('.cart-line__total')).toContainText('495,36 zł');
    await expect(page.locator('.cart-problem')).toHaveCount(0);
    await expect(miniCartCount(page)).toHaveText('3 produkty');
    await expect(page.locator('header .mini-cart')).toHaveAttribute('href', '/koszyk');
  },
  async loading(page) {
    // The mini cart is refreshed in the background: the cart is already updated and usable.
    await expect(line(page, STOVE).locator('.cart-line__total')).toContainText('495,36 zł');
    await expectLineIdle(line(page, STOVE));
    await expect(miniCartCount(page)).toHaveText('3 produkty');
  },
  succeeded: (page) => expect(miniCartCount(page)).toHaveText('4 produkty'),
  otherIsland: accountMenuByMouse,
};

const cartAmount: CallCase = {
  call: 'cartAmount',
  endpoint: /\/koszyk\/zmien$/,
  report: /island "cart-page".*cart command "amount:\d+" failed; the cart stays as it was/,
  open: openCart,
  trigger: changeStoveAmount,
  async failed(page) {
    const problem = `Nie udało się zmienić ilości produktu ${STOVE}. Koszyk się nie zmienił, spróbuj ponownie.`;
    await expect(line(page, STOVE).locator('.cart-problem')).toHaveText(problem);
    await expect(announcer(page)).toHaveText(problem);
    await expect(stoveAmount(page)).toHaveValue('2');
    await expect(toPay(page)).toHaveText(CART_TOTAL);
    await expectLineIdle(line(page, STOVE));
  },
  loading: (page) => expect(line(page, STOVE)).toHaveAttribute('aria-busy', 'true'),
  async succeeded(page) {
    await expect(line(page, STOVE).locator('.cart-line__total')).toContainText('495,36 zł');
    await expect(toPay(page)).toHaveText('2 394,36 zł');
    await expectLineIdle(line(page, STOVE));
  },
  otherIsland: accountMenuByMouse,
};

const cartRemove: CallCase = {
  call: 'cartRemove',
  endpoint: /\/koszyk\/usun$/,
  report: /island "cart-page".*cart command "remove:\d+" failed; the cart stays as it was/,
  open: openCart,
  trigger: (page) => line(page, 'Namiot Żubr').getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }).click(),
  async failed(page) {
    const problem = 'Nie udało się usunąć produktu Namiot Żubr z koszyka. Koszyk się nie zmienił, spróbuj ponownie.';
    await expect(line(page, 'Namiot Żubr').locator('.cart-problem')).toHaveText(problem);
    await expect(announcer(page)).toHaveText(problem);
    await expect(page.locator('.cart-line')).toHaveCount(2);
    await expect(toPay(page)).toHaveText(CART_TOTAL);
    await expectLineIdle(line(page, 'Namiot Żubr'));
  },
  loading: (page) => expect(line(page, 'Namiot Żubr')).toHaveAttribute('aria-busy', 'true'),
  async succeeded(page) {
    await expect(line(page, 'Namiot Żubr')).toHaveCount(0);
    await expect(toPay(page)).toHaveText('330,24 zł');
  },
  otherIsland: accountMenuByMouse,
};

const deliveryForm = (page: Page) => page.locator('#delivery-form');
const cartDeliveryPoint: CallCase = {
  call: 'cartDeliveryPoint',
  endpoint: /\/koszyk\/dostawa$/,
  report: /island "cart-page".*cart command "delivery" failed; the cart stays as it was/,
  open: openCart,
  trigger: (page) => page.getByRole('radio', { name: /Gdańsk/ }).click(),
  async failed(page) {
    const problem = 'Nie udało się zapisać punktu odbioru. Wybór się nie zmienił, spróbuj ponownie.';
    await expect(deliveryForm(page).locator('.cart-problem')).toHaveText(problem);
    await expect(announcer(page)).toHaveText(problem);
    await expect(page.getByRole('radio', { name: /Gdańsk/ })).not.toBeChecked();
    await expect(page.locator('.cart-chosen-point')).toHaveText('Nie wybrano punktu odbioru.');
    await expect(deliveryForm(page).locator('button[aria-disabled="true"]')).toHaveCount(0);
  },
  loading: (page) => expect(deliveryForm(page).getByRole('button', { name: 'Zapisz punkt odbioru' })).toHaveAttribute('aria-disabled', 'true'),
  async succeeded(page) {
    await expect(page.locator('.cart-chosen-point')).toContainText('Gdańsk');
    await expect(page.getByRole('radio', { name: /Gdańsk/ })).toBeChecked();
    await expect(deliveryForm(page).locator('button[aria-disabled="true"]')).toHaveCount(0);
  },
  otherIsland: accountMenuByMouse,
};

export const CALL_CASES: Record<MatrixCall, CallCase> = {
  smallcart,
  FetchQuestionFormTemplate: fetchQuestionFormTemplate,
  SendQuestionForm: sendQuestionForm,
  GetOptions: getOptions,
  AddCart: addCart,
  availability,
  AdvancedSearch: advancedSearch,
  searchsuggestions: searchSuggestions,
  listing,
  page: quickAddPage,
  cartAmount,
  cartRemove,
  cartDeliveryPoint,
};
