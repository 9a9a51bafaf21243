/** Test helper: the cart page's markup and a shop answering its commands and /smallcart, on the stubbed fetch. */
import { stubFetch } from './fake-fetch';

export interface CartLine {
  id: number;
  name: string;
  price: number;
  amount: number;
}

export const POINTS = [
  'Warszawa, ul. Marszałkowska 104',
  'Kraków, ul. Floriańska 12',
  'Łódź, ul. Piotrkowska 120',
  'Gdańsk, ul. Długa 5',
  'Poznań, ul. Półwiejska 42',
  'Łódź, ul. Zielona 3',
  'Wrocław, Rynek 1',
  'Lublin, ul. Lipowa 8',
];

export interface CartState {
  lines: CartLine[];
  point: string;
}

export const startingCart = (): CartState => ({
  lines: [
    { id: 7, name: 'Namiot Żubr', price: 100, amount: 1 },
    { id: 8, name: 'Kuchenka Żubr', price: 20, amount: 2 },
    { id: 9, name: 'Śpiwór Żuraw', price: 5, amount: 1 },
  ],
  point: '',
});

const count = (state: CartState) => state.lines.reduce((sum, line) => sum + line.amount, 0);
export const toPay = (state: CartState) => `${state.lines.reduce((sum, line) => sum + line.amount * line.price, 0)} zł`;

const lineMarkup = ({ id, name, price, amount }: CartLine) => `<li class="cart-line" data-line-id="${id}"><h2 class="cart-line__name" id="line-name-${id}">${name}</h2>
<form class="cart-line__amount" method="post" action="/koszyk/zmien" data-cart-command="amount"><input type="hidden" name="lineId" value="${id}">
<div class="quantity" data-island="quantity"><label for="amount-${id}">Ilość: ${name}</label><button type="button" class="quantity__minus" aria-label="Zmniejsz ilość: ${name}">−</button><input type="number" id="amount-${id}" name="amount" min="1" max="999" step="1" value="${amount}"><button type="button" class="quantity__plus" aria-label="Zwiększ ilość: ${name}">+</button></div>
<button type="submit" aria-label="Zmień: ${name}">Zmień</button></form>
<p class="cart-line__total" data-cart-refresh="line-total-${id}">${amount * price} zł</p>
<form class="cart-line__remove" method="post" action="/koszyk/usun" data-cart-command="remove"><input type="hidden" name="lineId" value="${id}"><button type="submit" aria-label="Usuń z koszyka: ${name}">Usuń</button></form></li>`;

/** The inside of the cart container, as the page has it and the commands answer it. */
export function cartPart(state: CartState): string {
  if (state.lines.length === 0) return '<div class="cart-empty" tabindex="-1"><p>Twój koszyk jest pusty.</p></div>';
  const point = (p: string, i: number) =>
    `<li class="delivery-point"><input type="radio" name="deliveryPoint" id="dp-${i}" value="${p}"${p === state.point ? ' checked' : ''}><label for="dp-${i}">${p}</label></li>`;
  return `<ul class="cart-lines">${state.lines.map(lineMarkup).join('')}</ul>
<form id="delivery-filter-form" method="get" action="/koszyk"></form>
<form class="delivery-form" id="delivery-form" method="post" action="/koszyk/dostawa" data-cart-command="delivery"><fieldset><legend>Punkt odbioru</legend>
<label for="delivery-filter">Szukaj punktu</label><input type="search" id="delivery-filter" name="punkt" form="delivery-filter-form">
<p id="delivery-count" data-delivery-count>${POINTS.length} punktów</p>
<ul>${POINTS.map(point).join('')}</ul></fieldset><button type="submit">Zapisz punkt odbioru</button></form>
<div class="cart-summary" data-cart-refresh="summary"><p>Do zapłaty <span data-cart-total>${toPay(state)}</span></p>
<p class="cart-chosen-point">${state.point ? `Odbiór: ${state.point}` : 'Nie wybrano punktu odbioru.'}</p></div>`;
}

/** A theme's own take on the cart part (say, forms inside a `data-cart-refresh` region), for the page and the answers alike. */
export type CartTheme = (part: string) => string;

export const cartPage = (state: CartState, theme: CartTheme = (part) => part) =>
  `<header><div data-cart-refresh-area>Koszyk</div></header><div class="cart" id="cart" data-island="cart-page">${theme(cartPart(state))}</div>`;

export interface CartServer {
  state: CartState;
  /** The cart commands received, in order: the path and the JSON body. */
  calls: { path: string; body: unknown }[];
  /** The paths of the commands the island aborted. */
  aborted: string[];
  smallcart: number;
  /** Commands sent from now on wait for `release()`. */
  hold: () => void;
  release: () => void;
  /** The next command fails with this HTTP status, the cart unchanged. */
  failNext: number | null;
}

/** Answers the commands from `state` as the fixture shop does: `{html, count}` of the cart as it now is. */
export function cartServer(state: CartState = startingCart(), theme: CartTheme = (part) => part): CartServer {
  let gate = Promise.resolve();
  let open = () => {};
  const server: CartServer = {
    state,
    calls: [],
    aborted: [],
    smallcart: 0,
    failNext: null,
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => {
      open();
      gate = Promise.resolve();
    },
  };

  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/smallcart') {
      server.smallcart++;
      return new Response(`<a href="/koszyk" data-cart-count="${count(state)}">Koszyk: ${count(state)}</a>`, { headers: { 'content-type': 'text/html' } });
    }
    const body = JSON.parse(await request.clone().text()) as { lineId?: number; amount?: number; deliveryPoint?: string };
    server.calls.push({ path, body });
    // Aborted while its body was read (StrictMode's first mount ends that soon), or later.
    if (request.signal.aborted) server.aborted.push(path);
    else request.signal.addEventListener('abort', () => server.aborted.push(path));
    await gate;
    if (server.failNext !== null) {
      const status = server.failNext;
      server.failNext = null;
      return Response.json({ message: 'Nie tym razem.' }, { status });
    }
    if (path === '/koszyk/zmien') state.lines.find((line) => line.id === body.lineId)!.amount = body.amount!;
    else if (path === '/koszyk/usun') state.lines = state.lines.filter((line) => line.id !== body.lineId);
    else state.point = body.deliveryPoint!;
    return Response.json({ html: theme(cartPart(state)), count: count(state) });
  });
  return server;
}
