// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../shared/messages/message';
import { activeDialog } from '../../shared/state/dialog';
import { productFormMessages } from '../../shared/state/product-form-message';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { ADDED, MINI_CART } from '../../test-support/fake-cart-shop';
import { pressEscape } from '../../test-support/press-escape';
import { renderIsland } from '../../test-support/test-context';
import { sendingProducts } from '../add-to-cart/cart-add-state';
import { QUICK_ADD_HOVER_MS } from './hover-intent';
import { productPages } from './product-pages';
import * as quickAdd from './QuickAdd';

const JACKET_PAGE = `<!doctype html><html><body><h1>Kurtka zimowa</h1>
<div data-island="product-price" data-product-id="1" data-quick-add-part><p class="price">499,99 zł</p></div>
<form id="add-to-cart-form" method="post" action="/koszyk/dodaj" data-island="add-to-cart" data-product-id="1" data-has-options="true">
<div data-island="product-options" data-product-id="1"><fieldset class="product-option" data-dictionary-id="1"><legend>Rozmiar</legend>
<input type="radio" id="option-1-101" name="dict-1" value="101"><label for="option-1-101">S</label></fieldset></div>
<p data-quick-add-omit><a href="/tabela-rozmiarow" data-island="popup" data-popup-template="size-chart">Tabela rozmiarów</a></p>
<button type="submit" id="add-to-cart-button">Dodaj do koszyka</button>
</form></body></html>`;

const card = (hook: string) => `<div data-cart-refresh-area>Koszyk: 0</div><article class="product-card"><p class="state" id="state-3">Niedostępny</p>${hook}</article>`;
const TENT =
  '<form id="hook" method="post" action="/koszyk/dodaj" data-island="quick-add" data-product-id="3" data-product-name="Namiot Żubr" data-product-url="/produkt/3-namiot-zubr"><input type="hidden" name="productId" value="3"><button type="submit">Do koszyka<span class="sf-visually-hidden">: Namiot Żubr</span></button></form>';
const JACKET =
  '<form id="hook" method="get" action="/produkt/1-kurtka-zimowa" data-island="quick-add" data-product-id="1" data-product-name="Kurtka zimowa" data-product-url="/produkt/1-kurtka-zimowa" data-has-options="true"><button type="submit">Wybierz opcje</button></form>';
const OUT_OF_STOCK = TENT.replace('<button type="submit">', '<button type="submit" disabled aria-describedby="state-3">');

interface Shop {
  pages: string[];
  addCart: unknown[];
  release: () => void;
}

/** The shop: product pages asked for with GET (fetchPageHtml), AddCart through ky, the mini cart. */
function shop({ page = JACKET_PAGE as string | ((url: string) => string), pageStatus = 200, cartStatus = 200, held = false } = {}): Shop {
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const asked: Shop = { pages: [], addCart: [], release: () => release() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo) => {
      if (typeof input === 'string') {
        asked.pages.push(input);
        await released;
        return new Response(typeof page === 'string' ? page : page(input), { status: pageStatus, headers: { 'content-type': 'text/html' } });
      }
      if (input.url.endsWith('/smallcart')) return new Response(MINI_CART, { headers: { 'content-type': 'text/html' } });
      asked.addCart.push(JSON.parse(await input.clone().text()));
      await released;
      return cartStatus === 200 ? Response.json({ d: ADDED }) : new Response('', { status: cartStatus });
    }),
  );
  return asked;
}

/** The hook's nodes as the server sent them, before the island woke. */
let serverNodes: Node[] = [];
const mount = (hook: string) => {
  document.body.innerHTML = card(hook);
  const element = document.getElementById('hook')!;
  const { productId, productName, productUrl, hasOptions } = element.dataset;
  serverNodes = [...element.childNodes];
  return renderIsland(quickAdd, element, { productId: Number(productId), productName: productName!, productUrl: productUrl!, hasOptions: hasOptions === 'true' });
};
const quickButton = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.stubGlobal('location', Object.assign(new URL('http://shop.test/kategoria/odziez'), { assign: vi.fn() }));
});
afterEach(() => {
  act(() => void activeDialog.peek()?.dismiss());
  productPages.clear();
  productVariants.value = new Map();
  productFormMessages.value = new Map();
  sendingProducts.value = new Set();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('quick-add island, a product without options', () => {
  it('takes over the card form\'s submit and adds at once: a double click sends one AddCart, the button locked and busy meanwhile, then the confirmation', async () => {
    const asked = shop({ held: true });
    mount(TENT);
    const button = quickButton(/^Do koszyka\s*: Namiot Żubr$/);
    // The theme's nodes, adopted as they are.
    expect([...document.getElementById('hook')!.childNodes]).toEqual(serverNodes);
    expect(serverNodes).toContain(button);
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    await userEvent.dblClick(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    asked.release();
    const confirmation = await screen.findByRole('dialog', { name: message('add-to-cart.added') });
    expect(asked.addCart).toEqual([{ request: { Amount: 1, ProductId: 3, OptionId: -1, addons: [] } }]);
    expect(asked.pages).toEqual([]);
    await waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('by keyboard: Enter on the button adds, the form posting nothing itself', async () => {
    const asked = shop();
    mount(TENT);
    const submitted = vi.fn((event: SubmitEvent) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', submitted);
    quickButton(/Namiot Żubr/).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: message('add-to-cart.added') });
    expect(asked.addCart).toHaveLength(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', submitted);
  });

  it('says after the button why nothing was added, as an alert', async () => {
    shop({ cartStatus: 500 });
    mount(TENT);
    await userEvent.click(quickButton(/Namiot Żubr/));
    expect((await screen.findByRole('alert')).textContent).toBe(message('add-to-cart.failed'));
    expect(screen.getByRole('alert').className).toBe('sf-quick-add__message');
  });

  it('keeps a product the server rendered disabled disabled, saying why, and sends nothing even for a script\'s submit', async () => {
    const asked = shop();
    mount(OUT_OF_STOCK);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /Namiot Żubr/, description: 'Niedostępny' });
    expect(button.disabled).toBe(true);
    act(() => (document.getElementById('hook') as HTMLFormElement).requestSubmit());
    await act(async () => undefined);
    expect(asked.addCart).toEqual([]);
    expect(activeDialog.peek()).toBeNull();
  });
});

describe('quick-add island, a product with options', () => {
  it('opens the product page\'s own form in the pop-up, focus on the first option, the omitted parts left out; closing gives focus back', async () => {
    const asked = shop();
    mount(JACKET);
    const button = quickButton(/^Wybierz opcje$/);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kurtka zimowa' });
    expect(asked.pages).toEqual(['/produkt/1-kurtka-zimowa']);
    expect(dialog.className).toContain('sf-quick-add');
    expect(dialog.querySelector('form[data-island="add-to-cart"][data-product-id="1"]')).not.toBeNull();
    expect(within(dialog).getByText('499,99 zł')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Tabela rozmiarów' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'S' }));
    await pressEscape(dialog as HTMLDialogElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('forgets a variant chosen in an earlier opening: the fresh form shows none', async () => {
    shop();
    mount(JACKET);
    setProductVariant(1, { optionId: 10001, status: 'confirmed', cartEnabled: true, images: null });
    await userEvent.click(quickButton(/Wybierz opcje/));
    await screen.findByRole('dialog', { name: 'Kurtka zimowa' });
    expect(productVariants.peek().has(1)).toBe(false);
  });

  it('fetches the page ahead once the pointer has rested on the button, and opens from it without asking again', async () => {
    // When (150 ms, not before) is hover-intent.test.ts's: real time here, so a loaded machine cannot cross it early.
    const asked = shop();
    mount(JACKET);
    const button = quickButton(/Wybierz opcje/);
    fireEvent.pointerEnter(button);
    expect(asked.pages).toEqual([]);
    await waitFor(() => expect(asked.pages).toEqual(['/produkt/1-kurtka-zimowa']));
    fireEvent.pointerLeave(button);
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Kurtka zimowa' });
    expect(asked.pages).toHaveLength(1);
  });

  it('a press before the pointer has rested 150 ms asks for the page once, and keeps it for the next opening', async () => {
    const asked = shop();
    mount(JACKET);
    const button = quickButton(/Wybierz opcje/);
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kurtka zimowa' });
    // Long past the rest's 150 ms: nothing more was asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, QUICK_ADD_HOVER_MS * 2)));
    expect(asked.pages).toEqual(['/produkt/1-kurtka-zimowa']);
    await pressEscape(dialog as HTMLDialogElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Kurtka zimowa' });
    expect(asked.pages).toHaveLength(1);
  });

  it('fetches nothing ahead for a shopper who saves data: the page comes with the click', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }));
    const asked = shop();
    mount(JACKET);
    const button = quickButton(/Wybierz opcje/);
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, QUICK_ADD_HOVER_MS * 2)));
    expect(asked.pages).toEqual([]);
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Kurtka zimowa' });
    expect(asked.pages).toEqual(['/produkt/1-kurtka-zimowa']);
  });

  it('a page that fails: the pop-up says so and links to the product page, one report', async () => {
    const asked = shop({ pageStatus: 500, page: '<html><body>Error</body></html>' });
    const { context } = mount(JACKET);
    await userEvent.click(quickButton(/Wybierz opcje/));
    const dialog = await screen.findByRole('dialog', { name: 'Kurtka zimowa', description: message('quick-add.failed') });
    expect(within(dialog).getByRole('link', { name: message('quick-add.open-page') }).getAttribute('href')).toBe('/produkt/1-kurtka-zimowa');
    expect(context.report).toHaveBeenCalledTimes(1);
    expect(vi.mocked(context.report).mock.calls[0]![0]).toBe('could not load the product page for quick add');
    // The fetch ahead on the press's focus, dropped without a word, and the press's own: never a third behind the shopper's back.
    expect(asked.pages).toEqual(['/produkt/1-kurtka-zimowa', '/produkt/1-kurtka-zimowa']);
  });

  it('a page without the product\'s form: the same, and the report says what the page lacked', async () => {
    shop({ page: '<!doctype html><html><body><h1>Kurtka</h1></body></html>' });
    const { context } = mount(JACKET);
    await userEvent.click(quickButton(/Wybierz opcje/));
    await screen.findByRole('dialog', { name: 'Kurtka zimowa', description: message('quick-add.failed') });
    expect(context.report).toHaveBeenCalledWith('quick add: the product page holds no form[data-island="add-to-cart"][data-product-id="1"]');
  });

  it('a newer opening drops one still loading: only the last card\'s form opens', async () => {
    const asked = shop({ held: true, page: (url) => (url.includes('/2-') ? JACKET_PAGE.replaceAll('data-product-id="1"', 'data-product-id="2"') : JACKET_PAGE) });
    mount(JACKET + JACKET.replace('id="hook"', 'id="second"').replace('data-product-id="1"', 'data-product-id="2"').replaceAll('1-kurtka', '2-kurtka'));
    renderIsland(quickAdd, document.getElementById('second')!, { productId: 2, productName: 'Kurtka zimowa, druga', productUrl: '/produkt/2-kurtka-zimowa', hasOptions: true });
    const [first, other] = screen.getAllByRole('button', { name: /Wybierz opcje/ });
    await userEvent.click(first!);
    await waitFor(() => expect(asked.pages).toHaveLength(1));
    expect(first!.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(other!);
    asked.release();
    await screen.findByRole('dialog', { name: 'Kurtka zimowa, druga' });
    expect(screen.queryByRole('dialog', { name: 'Kurtka zimowa' })).toBeNull();
    expect(first!.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('quick-add markup', () => {
  it('needs the card\'s form with a submit button and a product page of this shop, naming what is wrong', () => {
    const hook = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild as HTMLElement;
    const page = { productUrl: '/produkt/3-namiot' };
    expect(() => quickAdd.read(hook('<div><button>Do koszyka</button></div>'), page)).toThrow("the hook must be the card's <form>");
    expect(() => quickAdd.read(hook('<form><a href="/produkt/3">Do koszyka</a></form>'), page)).toThrow('the form holds no submit <button>');
    expect(() => quickAdd.read(hook('<form><button>Do koszyka</button></form>'), { productUrl: 'https://inny.example/produkt/3' })).toThrow('data-product-url="https://inny.example/produkt/3" is not a page of this shop');
    expect(quickAdd.read(hook('<form><button>Do koszyka</button></form>'), { productUrl: '/produkt/3-namiot#kup' }).pagePath).toBe('/produkt/3-namiot');
  });
});
