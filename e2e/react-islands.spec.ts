/**
 * The move to React: each island, once awake, is drawn by React. React marks the DOM it owns: a root
 * container carries a `__reactContainer$…` key, every node it created a `__reactFiber$…` key. The
 * interactive part each island draws is named here and must carry both. An island that draws nothing
 * (`drawsNothing`: the listing swap and sorter, the FAQ list) has its root off
 * the page: React must then not have touched its hook at all. The cookie notice draws into its empty hook (a
 * misplaced hook's notice goes to the end of <body> through a portal). The header search and the advanced search
 * adopt their forms: the field, the selects and every other node stay the server's, hydrated.
 */
import type { Locator } from '@playwright/test';
import { acceptCookies, expect, FIXTURE_PAGES, test } from './test';

/** Whether React owns the hook (its root) and drew `drawn` inside it. */
async function drawnByReact(hook: Locator, drawn: string): Promise<{ root: boolean; drawn: boolean }> {
  return hook.evaluate((element, selector) => {
    const reactKey = (node: Node | null, prefix: string) => !!node && Object.keys(node).some((key) => key.startsWith(prefix));
    const target = selector === ':scope' ? element : element.querySelector(selector);
    return { root: reactKey(element, '__reactContainer$'), drawn: selector === ':scope' || reactKey(target, '__reactFiber$') };
  }, drawn);
}

async function expectReactIsland(hook: Locator, drawn: string) {
  await expect(hook).toHaveAttribute('data-island-state', 'mounted');
  expect(await drawnByReact(hook, drawn)).toEqual({ root: true, drawn: true });
}

/** Mounted, and nothing below the hook carries a React mark: the server's markup as it was. */
async function expectUntouchedByReact(hook: Locator) {
  await expect(hook).toHaveAttribute('data-island-state', 'mounted');
  const marked = await hook.evaluate((element) => {
    const marks = (node: Node, prefixes: string[]) => Object.keys(node).some((key) => prefixes.some((prefix) => key.startsWith(prefix)));
    // Nested hooks are islands of their own, with roots of their own; the hook element itself may be a
    // node an outer island adopts (the options inside the cart form), so only a root of its own counts there.
    const outside = [...element.querySelectorAll('*')].filter((node) => node.closest('[data-island]') === element);
    return [element].filter((node) => marks(node, ['__reactContainer$'])).length + outside.filter((node) => marks(node, ['__reactContainer$', '__reactFiber$'])).length;
  });
  expect(marked).toBe(0);
}

const wake = async (hook: Locator) => {
  await hook.scrollIntoViewIfNeeded();
  await hook.hover();
};

test('home: the banner, the producer carousel and the account dropdown are React islands', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.mainpage);
  const banner = page.locator('[data-island="main-banner"]');
  await expectReactIsland(banner, '.main-banner__controls button');
  const producers = page.locator('[data-island="producer-carousel"]');
  await wake(producers);
  await expectReactIsland(producers, '[data-carousel-controls] button');
  const account = page.locator('details.account-menu');
  await wake(account);
  await expectReactIsland(account, 'summary');
});

test('the cookie notice is drawn by React in its hook', async ({ page }) => {
  await page.goto(FIXTURE_PAGES.mainpage);
  const hook = page.locator('[data-island="cookie-notice"]');
  await expect(page.getByRole('region', { name: 'Informacja o plikach cookie' })).toBeVisible();
  await expectReactIsland(hook, '.sf-cookie-notice button');
});

test('faq: the list is a React island that draws nothing, every question one that adopts its summary, the answers the server\'s own nodes', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.faq);
  const list = page.locator('[data-island="faq"]');
  await expectUntouchedByReact(list);
  const item = list.locator('details').first();
  const answer = await item.locator('.disclosure-panel').elementHandle();
  await wake(item);
  await expectReactIsland(item, 'summary');
  // Adopted, not drawn again: the very node the server sent, still on the page.
  expect(await answer!.evaluate((panel) => panel.isConnected && panel.closest('details')?.matches('[data-island-state=mounted]'))).toBe(true);
  // The question-form trigger adopts its link; its pop-up's form is the server's, its field errors and captcha React's.
  const question = page.locator('[data-island="question-form"]');
  await wake(question);
  await expectReactIsland(question, ':scope');
  await question.click();
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  await dialog.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Jan');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('jan@');
  await dialog.getByRole('textbox', { name: 'Wiadomość' }).focus();
  const error = dialog.locator('.field-error');
  await expect(error).toHaveText('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
  expect(await error.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  // The widget's place and the hint, drawn into the server's empty captcha block.
  const captcha = dialog.locator('[data-captcha] > *');
  await expect(captcha).toHaveCount(2);
  expect(await captcha.evaluateAll((nodes) => nodes.map((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))).toEqual([true, true]);
});

test('product page: the gallery, the tabs, the size-chart pop-up link and the pop-up are drawn by React', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  const gallery = page.locator('[data-island="gallery"]');
  await expectReactIsland(gallery, '.gallery-slider');
  await expect(gallery.locator('.glide__slide')).toHaveCount(3);
  expect(await drawnByReact(gallery, '.gallery-main__zoom')).toEqual({ root: true, drawn: true });
  const tabs = page.locator('[data-island="tabs"]');
  await wake(tabs);
  await expectReactIsland(tabs, '[role="tab"]');
  const sizeChart = page.locator('[data-island="popup"]');
  await wake(sizeChart);
  await expectReactIsland(sizeChart, ':scope');
  await sizeChart.click();
  // The shared pop-up is React's too, drawn in a root of its own.
  const dialog = page.getByRole('dialog', { name: 'Tabela rozmiarów' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
});

test('product page: the options and the parts a choice changes (price, name, codes, availability) are drawn by React over the theme\'s nodes', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  const drawn: [island: string, part: string][] = [
    ['product-price', '[data-price-box]'],
    ['product-price', '[data-price-current]'],
    ['product-name', ':scope'],
    ['product-codes', '[data-sku]'],
    ['product-availability', '[data-availability-days]'],
    ['product-options', 'fieldset.product-option'],
  ];
  for (const [island, part] of drawn) {
    const hook = page.locator(`[data-island="${island}"]`);
    await wake(hook);
    await expectReactIsland(hook, part);
  }
  await page.locator('.product-option').getByLabel('XL', { exact: true }).click();
  await page.locator('.product-option').getByLabel('Czarny', { exact: true }).click();
  await expect(page.locator('#product-price [data-price-current]')).toHaveText('509,99\u00a0zł');
});

test('product page: the availability link adopts its label, and its pop-up\'s e-mail error is React\'s', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  const notice = page.locator('[data-island="availability-notice"]').first();
  await wake(notice);
  await expectReactIsland(notice, ':scope');
  await notice.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
  const error = dialog.locator('.form-error');
  await expect(error).toHaveText('Podaj adres e-mail.');
  expect(await error.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
});

test("product page: the cart form and the quantity box adopt the theme's nodes; React renders the button's lock and message, and the steppers' state", async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.detailWithSizeChart);
  const quantity = page.locator('[data-island="quantity"]');
  const plus = quantity.locator('.quantity__plus');
  const serverPlus = await plus.elementHandle();
  await wake(quantity);
  await expectReactIsland(quantity, '.quantity__plus');
  await plus.click();
  await expect(quantity.getByRole('spinbutton')).toHaveValue('2');
  await expect(quantity.locator('.quantity__minus')).toHaveAttribute('aria-disabled', 'false');
  expect(await serverPlus!.evaluate((node) => node.isConnected)).toBe(true);
  const form = page.locator('[data-island="add-to-cart"]');
  await wake(form);
  await expectReactIsland(form, '#add-to-cart-button');
  // No size chosen: the island's message, React's own element, before the button.
  await form.locator('#add-to-cart-button').click();
  await expect(form.getByRole('alert')).toHaveText('Proszę wybrać opcję produktu');
  expect(await drawnByReact(form, '.add-to-cart__message')).toEqual({ root: true, drawn: true });
});

test('cart: the cart page adopts the server cart; React draws its lines, buttons and points, and the lock while a command runs', async ({ page }) => {
  await acceptCookies(page);
  await page.request.post('/__fixture/reset');
  const added = await page.request.post('/Default.aspx/AddCart', { data: { request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } } });
  expect(added.ok()).toBe(true);
  await page.goto(FIXTURE_PAGES.cart);
  const cart = page.locator('[data-island="cart-page"]');
  await expectReactIsland(cart, '.cart-line');
  for (const drawn of ['.cart-line__remove button', '.delivery-point', '[data-delivery-count]']) expect(await drawnByReact(cart, drawn)).toEqual({ root: true, drawn: true });
  // The totals are the server's, replaced by its answers: React holds them but never enters them.
  expect(await drawnByReact(cart, '[data-cart-total]')).toEqual({ root: true, drawn: false });
  await page.request.post('/__fixture/faults', { data: { call: 'cartAmount', delayMs: 800, times: 1 } });
  await cart.locator('.quantity__plus').first().click();
  await expect(cart.locator('.cart-line').first()).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-sf-announcer]')).toContainText('ilość 2');
  await expect(cart.locator('.cart-line').first()).not.toHaveAttribute('aria-busy');
});

test('checkout: the private/company tabs are a React island', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.checkout);
  const tabs = page.locator('[data-island="tabs"]');
  await wake(tabs);
  await expectReactIsland(tabs, '[role="tab"]');
});

test('listing: the swap and the sorter draw nothing over the server markup; the slider and wishlist box are drawn by React', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.listing);
  await expectUntouchedByReact(page.locator('[data-island="listing-swap"]'));
  await expectReactIsland(page.locator('[data-island="price-slider"]'), '.sf-price-slider');
  // The box wakes as it nears the viewport.
  await page.locator('[data-island="wishlist-box"]').scrollIntoViewIfNeeded();
  await expectReactIsland(page.locator('[data-island="wishlist-box"]'), '.wishlist-box__count, .wishlist-box__empty, .wishlist-box__list');
  const sorter = page.locator('[data-island="sorter"]');
  await wake(sorter);
  await expectUntouchedByReact(sorter);
});

test('listing: no card gets a React root until it is touched, then only that one, whose toggle React draws', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES.listing);
  await expect(page.locator('[data-island="listing-swap"]')).toHaveAttribute('data-island-state', 'mounted');
  const toggles = page.locator('[data-island="wishlist-toggle"]');
  const roots = () => toggles.evaluateAll((hooks) => hooks.filter((hook) => Object.keys(hook).some((key) => key.startsWith('__reactContainer$'))).length);
  expect(await toggles.count()).toBeGreaterThan(10);
  expect(await roots()).toBe(0);
  await toggles.nth(3).hover();
  await expectReactIsland(toggles.nth(3), '.wishlist-toggle');
  expect(await roots()).toBe(1);
  await expect(toggles.nth(4)).toHaveAttribute('data-island-state', 'waiting');
});

test('search: the header search and the advanced search adopt their forms and render with React', async ({ page }) => {
  await acceptCookies(page);
  await page.goto(FIXTURE_PAGES['advanced-search']);
  const advanced = page.locator('[data-island="advanced-search"]');
  await expectReactIsland(advanced, 'select[name="producer"]');
  await page.getByLabel('Kategoria').selectOption({ index: 1 });
  await expect(page.locator('[data-island="price-slider"]')).toHaveAttribute('data-island-state', 'mounted');
  expect(await drawnByReact(advanced, 'select[name="producer"] option:last-child')).toEqual({ root: true, drawn: true });
  const header = page.locator('[data-island="search-suggest"]');
  await page.locator('#header-search-q').click();
  await page.keyboard.type('kurtki');
  const listbox = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
  await expect(listbox).toBeVisible();
  expect(await drawnByReact(header, '[role="listbox"]')).toEqual({ root: true, drawn: true });
  expect(await drawnByReact(header, '#header-search-q')).toEqual({ root: true, drawn: true });
});
