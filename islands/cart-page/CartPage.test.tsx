// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as quantity from '../quantity/Quantity';
import { renderIsland } from '../../test-support/test-context';
import * as cartPage from './CartPage';
import { cartPage as page, cartServer, startingCart, type CartServer } from '../../test-support/fake-cart-server';
import { message } from '../../shared/messages/message';

let server: CartServer;
let hook: HTMLElement;

/** The cart island and, as on the page, the quantity hooks of its lines. */
const mount = () => {
  const rendered = renderIsland(cartPage, hook, {});
  for (const box of hook.querySelectorAll<HTMLElement>('[data-island="quantity"]')) renderIsland(quantity, box, { min: 1, max: 999 });
  return rendered;
};
const open = (state = startingCart()) => {
  server = cartServer(state);
  document.body.innerHTML = page(state);
  hook = document.getElementById('cart')!;
};

const lineOf = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('.cart-line')!;
const amount = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name: `Ilość: ${name}` });
const toPay = () => hook.querySelector('[data-cart-total]')?.textContent;
const problemIn = (anchor: Element) => anchor.querySelector(':scope > .cart-problem');
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });
const point = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
/** The points the search leaves in view: a hidden point's radio is out of the accessibility tree. */
const visiblePoints = () => screen.getAllByRole<HTMLInputElement>('radio').map((radio) => radio.value);
const deliveryForm = () => screen.getByRole('group', { name: 'Punkt odbioru' }).closest('form')!;
const count = () => within(deliveryForm()).getByText(/^\d+ punkt/);
const drawnByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/koszyk'));
  open();
});

describe('cart-page island', () => {
  it('adopts the cart: every server node stays, and React holds the lines, the command buttons and the points', () => {
    const elements = [...hook.querySelectorAll('*')];
    mount();
    expect([...hook.querySelectorAll('*')]).toBeTheSameNodes(elements);
    expect(elements.every((element) => element.isConnected)).toBe(true);
    expect(drawnByReact(lineOf('Namiot Żubr'))).toBe(true);
    expect(drawnByReact(screen.getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }))).toBe(true);
    expect(drawnByReact(point(/Gdańsk/).closest('.delivery-point')!)).toBe(true);
    // The quantity box is an island of its own, with its own root, and the totals are the server's: leaves the cart's root never enters.
    const box = amount('Namiot Żubr').closest('[data-island="quantity"]')!;
    expect(Object.keys(box).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    expect(drawnByReact(hook.querySelector('[data-cart-total]')!)).toBe(false);
  });

  it('by mouse: the plus button sends changeCartAmount once, the answer updates totals, mini cart and count, aloud', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Kuchenka Żubr' }));
    await announced('Kuchenka Żubr: ilość 3. Do zapłaty 165 zł.');
    expect(server.calls).toEqual([{ path: '/koszyk/zmien', body: { lineId: 8, amount: 3 } }]);
    expect(lineOf('Kuchenka Żubr').querySelector('.cart-line__total')!.textContent).toBe('60 zł');
    expect(toPay()).toBe('165 zł');
    expect(amount('Kuchenka Żubr').value).toBe('3');
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 5'));
  });

  it('by keyboard: a quantity typed and left, or typed and Entered (twice), is sent once each', async () => {
    mount();
    const field = amount('Namiot Żubr');
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.tab();
    await announced('Namiot Żubr: ilość 4. Do zapłaty 445 zł.');
    await userEvent.clear(field);
    // Held, so the second Enter comes while the first is in flight.
    server.hold();
    await userEvent.type(field, '2{Enter}{Enter}');
    server.release();
    await announced('Namiot Żubr: ilość 2. Do zapłaty 245 zł.');
    expect(server.calls.map((call) => call.body)).toEqual([
      { lineId: 7, amount: 4 },
      { lineId: 7, amount: 2 },
    ]);
    expect(server.aborted).toEqual([]);
    expect(document.activeElement).toBe(field);
  });

  it('by keyboard: the minus button, pressed with Enter, sends the lower quantity', async () => {
    open({ ...startingCart(), lines: startingCart().lines.map((line) => ({ ...line, amount: 3 })) });
    mount();
    screen.getByRole('button', { name: 'Zmniejsz ilość: Śpiwór Żuraw' }).focus();
    await userEvent.keyboard('{Enter}');
    await announced('Śpiwór Żuraw: ilość 2. Do zapłaty 370 zł.');
    expect(server.calls).toEqual([{ path: '/koszyk/zmien', body: { lineId: 9, amount: 2 } }]);
  });

  it('by mouse: "Usuń" sends removeCartLine, the line goes, and focus moves to the next line\'s quantity', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }));
    await announced('Usunięto z koszyka: Namiot Żubr. Do zapłaty 45 zł.');
    expect(server.calls).toEqual([{ path: '/koszyk/usun', body: { lineId: 7 } }]);
    expect(screen.queryByRole('heading', { name: 'Namiot Żubr' })).toBeNull();
    expect(toPay()).toBe('45 zł');
    expect(document.activeElement).toBe(amount('Kuchenka Żubr'));
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 3'));
  });

  it('by keyboard: removing the last line leaves the empty cart, focused and announced', async () => {
    open({ lines: [startingCart().lines[1]!], point: '' });
    mount();
    screen.getByRole('button', { name: 'Usuń z koszyka: Kuchenka Żubr' }).focus();
    await userEvent.keyboard('{Enter}');
    await announced('Usunięto z koszyka: Kuchenka Żubr. Koszyk jest pusty.');
    expect(document.activeElement).toBe(hook.querySelector('.cart-empty'));
    expect(hook.classList.contains('cart--empty')).toBe(true);
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 0'));
  });

  it('by keyboard: a delivery point chosen with Space and the arrow keys is sent each time', async () => {
    mount();
    point(/Warszawa/).focus();
    await userEvent.keyboard(' ');
    await announced('Wybrano punkt odbioru: Warszawa, ul. Marszałkowska 104.');
    await userEvent.keyboard('{ArrowDown}');
    await announced('Wybrano punkt odbioru: Kraków, ul. Floriańska 12.');
    expect(server.calls).toEqual([
      { path: '/koszyk/dostawa', body: { deliveryPoint: 'Warszawa, ul. Marszałkowska 104' } },
      { path: '/koszyk/dostawa', body: { deliveryPoint: 'Kraków, ul. Floriańska 12' } },
    ]);
    expect(hook.querySelector('.cart-chosen-point')!.textContent).toBe('Odbiór: Kraków, ul. Floriańska 12');
    expect(point(/Kraków/).checked).toBe(true);
    expect(document.activeElement).toBe(point(/Kraków/));
  });

  it('saving the delivery form with no point chosen sends nothing and asks for one', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz punkt odbioru' }));
    await announced('Wybierz punkt odbioru z listy.');
    expect(server.calls).toEqual([]);
  });

  it('a newer quantity for the same line aborts the older; the line is busy and its buttons locked meanwhile', async () => {
    mount();
    server.hold();
    const plus = screen.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' });
    const change = screen.getByRole('button', { name: 'Zmień: Namiot Żubr' });
    await userEvent.click(plus);
    expect(change.getAttribute('aria-disabled')).toBe('true');
    expect(lineOf('Namiot Żubr').getAttribute('aria-busy')).toBe('true');
    await userEvent.click(plus);
    await waitFor(() => expect(server.aborted).toEqual(['/koszyk/zmien']));
    server.release();
    await announced('Namiot Żubr: ilość 3. Do zapłaty 345 zł.');
    expect(server.calls.map((call) => call.body)).toEqual([
      { lineId: 7, amount: 2 },
      { lineId: 7, amount: 3 },
    ]);
    expect(amount('Namiot Żubr').value).toBe('3');
    expect(change.hasAttribute('aria-disabled')).toBe(false);
    expect(lineOf('Namiot Żubr').hasAttribute('aria-busy')).toBe(false);
  });

  it('while a point is being saved its button is locked; a removal takes only its line, the others stay the same nodes', async () => {
    mount();
    server.hold();
    const save = screen.getByRole('button', { name: 'Zapisz punkt odbioru' });
    await userEvent.click(point(/Gdańsk/));
    expect(save.getAttribute('aria-disabled')).toBe('true');
    server.release();
    await announced('Wybrano punkt odbioru: Gdańsk, ul. Długa 5.');
    expect(save.hasAttribute('aria-disabled')).toBe(false);

    const staying = lineOf('Kuchenka Żubr');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z koszyka: Śpiwór Żuraw' }));
    await announced('Usunięto z koszyka: Śpiwór Żuraw. Do zapłaty 140 zł.');
    expect(lineOf('Kuchenka Żubr')).toBe(staying);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Namiot Żubr', 'Kuchenka Żubr']);
  });

  it('a removal supersedes a quantity change of its line still in flight', async () => {
    mount();
    server.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }));
    await waitFor(() => expect(server.aborted).toEqual(['/koszyk/zmien']));
    server.release();
    await announced('Usunięto z koszyka: Namiot Żubr. Do zapłaty 45 zł.');
    expect(server.calls.map((call) => call.path)).toEqual(['/koszyk/zmien', '/koszyk/usun']);
  });

  it('a failed quantity change puts the quantity back, says so next to the line and aloud, and clears on success', async () => {
    const { context } = mount();
    server.failNext = 500;
    const field = amount('Kuchenka Żubr');
    await userEvent.clear(field);
    await userEvent.type(field, '5{Enter}');
    const problem = message('cart-page.amount-failed', { name: 'Kuchenka Żubr' });
    await announced(problem);
    expect(problemIn(lineOf('Kuchenka Żubr'))!.textContent).toBe(problem);
    expect(field.value).toBe('2');
    expect(toPay()).toBe('145 zł');
    expect(context.report).toHaveBeenCalledWith('cart command "amount:8" failed; the cart stays as it was', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Kuchenka Żubr' }));
    await announced('Kuchenka Żubr: ilość 3. Do zapłaty 165 zł.');
    expect(problemIn(lineOf('Kuchenka Żubr'))).toBeNull();
  });

  it('a failed delivery point puts the radio back and says so next to the chooser and aloud', async () => {
    const { context } = mount();
    server.failNext = 503;
    await userEvent.click(point(/Gdańsk/));
    await announced(message('cart-page.point-failed'));
    expect(problemIn(deliveryForm())!.textContent).toBe(message('cart-page.point-failed'));
    expect(point(/Gdańsk/).checked).toBe(false);
    expect(hook.querySelector('.cart-chosen-point')!.textContent).toBe('Nie wybrano punktu odbioru.');
    expect(context.report).toHaveBeenCalledWith('cart command "delivery" failed; the cart stays as it was', expect.anything());
  });

  it('the delivery search narrows the points as the shopper types, ignoring diacritics, and keeps the chosen one', async () => {
    mount();
    await userEvent.click(point(/Kraków/));
    await announced('Wybrano punkt odbioru: Kraków, ul. Floriańska 12.');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj punktu' }), 'lodz');
    expect(visiblePoints()).toEqual(['Kraków, ul. Floriańska 12', 'Łódź, ul. Piotrkowska 120', 'Łódź, ul. Zielona 3']);
    expect(count().textContent).toBe('3 punkty z 8');
    await announced('Punkty odbioru: 3 punkty z 8');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Szukaj punktu' }));
    expect(visiblePoints()).toHaveLength(8);
    expect(count().textContent).toBe('8 punktów');
  });

  it('the search form is filtered in place rather than posted', async () => {
    mount();
    screen.getByRole<HTMLInputElement>('searchbox', { name: 'Szukaj punktu' }).value = 'poznan';
    const form = document.querySelector<HTMLFormElement>('#delivery-filter-form')!;
    const posted = vi.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', posted);
    form.requestSubmit();
    document.removeEventListener('submit', posted);
    expect(posted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(visiblePoints()).toEqual(['Poznań, ul. Półwiejska 42']));
    await announced('Punkty odbioru: 1 punkt z 8');
  });

  it('first touch: a search typed before it woke is applied at once', () => {
    screen.getByRole<HTMLInputElement>('searchbox', { name: 'Szukaj punktu' }).value = 'Wroclaw';
    mount();
    expect(visiblePoints()).toEqual(['Wrocław, Rynek 1']);
    expect(count().textContent).toBe('1 punkt z 8');
  });

  it('first touch: a point chosen before it woke is saved once it mounts', async () => {
    await userEvent.click(point(/Lublin/));
    mount();
    await announced('Wybrano punkt odbioru: Lublin, ul. Lipowa 8.');
    // StrictMode mounts twice: the first mount's request is aborted and sent again, so the server sees
    // one or two, and answers one. What the shopper gets is the point saved, once.
    const sent = server.calls.map((call) => JSON.stringify(call));
    expect(new Set(sent)).toEqual(new Set([JSON.stringify({ path: '/koszyk/dostawa', body: { deliveryPoint: 'Lublin, ul. Lipowa 8' } })]));
    expect(server.calls.length - server.aborted.length).toBe(1);
    expect(server.state.point).toBe('Lublin, ul. Lipowa 8');
    expect(hook.querySelector('.cart-chosen-point')!.textContent).toBe('Odbiór: Lublin, ul. Lipowa 8');
    expect(point(/Lublin/).checked).toBe(true);
    expect(point(/Lublin/).defaultChecked).toBe(true);
  });

  it('sends nothing on mount when the chosen point is the one the server rendered', async () => {
    open({ ...startingCart(), point: 'Lublin, ul. Lipowa 8' });
    mount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });

  it('once unmounted, aborts the command in flight and leaves the forms to post', async () => {
    const { unmount } = mount();
    const nodes = [...hook.childNodes];
    server.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }));
    unmount();
    // As the runtime does once React has taken its nodes out: the server's go back.
    hook.replaceChildren(...nodes);
    await waitFor(() => expect(server.aborted).toEqual(['/koszyk/zmien']));
    const posted = vi.fn((event: SubmitEvent) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    document.addEventListener('submit', posted);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z koszyka: Namiot Żubr' }));
    document.removeEventListener('submit', posted);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(1);
  });

  it('read() refuses command forms it could not send, naming what is wrong', () => {
    const refused = (markup: string) => {
      document.body.innerHTML = `<div data-island="cart-page">${markup}</div>`;
      return () => cartPage.read(document.querySelector<HTMLElement>('[data-island]')!);
    };
    expect(refused('<form data-cart-command="empty"></form>')).toThrow('form[data-cart-command="empty"] is not a cart command (amount, remove, delivery)');
    expect(refused('<form data-cart-command="remove"></form>')).toThrow('a form[data-cart-command="remove"] is not inside a cart line [data-line-id] of the hook');
    expect(refused('<li data-line-id="x"><form data-cart-command="remove"></form></li>')).toThrow('cart line data-line-id="x" is not a whole number');
    expect(refused('<li data-line-id="7"><form data-cart-command="amount"></form></li>')).toThrow('the quantity form of cart line 7 has no input[name="amount"]');
    expect(refused('<form><input type="radio" name="deliveryPoint" value="A"></form>')).toThrow('delivery point "A" is not in the form[data-cart-command="delivery"]');
    expect(refused('<div id="delivery-filter"></div>')).toThrow('#delivery-filter must be an <input>, not a <div>');
    expect(refused('<div class="cart-empty">Twój koszyk jest pusty.</div>')()).toMatchObject({ lines: [], forms: [], points: [], radios: [], chosenPoint: null, filter: null });
  });
});
