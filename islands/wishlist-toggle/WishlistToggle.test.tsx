// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { listenerErrorsAsInBrowsers } from '../../test-support/listener-errors';
import type { WishlistEventDetail } from '../../shared/events/types';
import { wishlist } from '../../shared/state/wishlist';
import { renderIsland } from '../../test-support/test-context';
import * as toggle from './WishlistToggle';
import { setWishlist } from '../../test-support/set-wishlist';

const card = (id: number, name: string, pressed = false) =>
  `<form method="post" action="/schowek/przelacz" class="wishlist-form" data-island="wishlist-toggle" data-product-id="${id}" data-product-name="${name}" data-product-url="/produkt/${id}">` +
  `<input type="hidden" name="id" value="${id}"><button type="submit" class="wishlist-toggle" aria-pressed="${pressed}" aria-label="Dodaj do schowka: ${name}"><svg aria-hidden="true"><path d="M0 0"></path></svg></button></form>`;

const hooks = () => [...document.querySelectorAll<HTMLFormElement>('.wishlist-form')];
const buttonOf = (index: number) => hooks()[index]!.querySelector('button')!;
const states = () => hooks().map((hook) => hook.querySelector('button')!.getAttribute('aria-pressed'));
const attributesOf = (element: Element) => Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
const adoptedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });

/** Mounts the toggle on the index-th card, as a touch on it would; the runtime then marks it mounted. */
function wake(index: number, id: number, name: string) {
  const hook = hooks()[index]!;
  const rendered = renderIsland(toggle, hook, { productId: id, productName: name, productUrl: `/produkt/${id}` });
  hook.setAttribute('data-island-state', 'mounted');
  return rendered;
}

/** Counts form posts that would leave the page: submits nobody prevented. */
function countPosts(): () => number {
  let posts = 0;
  hooks().forEach((hook) => hook.addEventListener('submit', (event) => void (event.defaultPrevented || posts++)));
  return () => posts;
}

describe('wishlist-toggle island', () => {
  beforeEach(() => {
    setWishlist([]);
  });
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it("adopts the server form as it is: the same nodes, the theme's icon and label, only aria-pressed is its own", () => {
    document.body.innerHTML = card(3, 'Namiot');
    const [hook] = hooks();
    const nodes = [...hook!.querySelectorAll('*')];
    const serverButton = hook!.querySelector('button')!;
    const attributes = attributesOf(serverButton);
    wake(0, 3, 'Namiot');
    const button = screen.getByRole('button', { name: 'Dodaj do schowka: Namiot' });
    expect(button).toBe(serverButton);
    expect(adoptedByReact(button)).toBe(true);
    expect([...hook!.querySelectorAll('*')]).toBeTheSameNodes(nodes);
    expect(attributesOf(button)).toEqual(attributes);
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('keeps a listener a theme script put on the button before it woke', async () => {
    document.body.innerHTML = card(3, 'Namiot');
    const themeClicks: string[] = [];
    buttonOf(0).addEventListener('click', () => themeClicks.push('tag manager'));
    wake(0, 3, 'Namiot');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do schowka: Namiot' }));
    expect(themeClicks).toEqual(['tag manager']);
    expect(states()).toEqual(['true']);
  });

  it('draws its first state from the signal, not from what the server rendered', () => {
    setWishlist([{ id: 3, date: 1 }]);
    document.body.innerHTML = card(3, 'Namiot') + card(4, 'Kubek', true);
    wake(0, 3, 'Namiot');
    wake(1, 4, 'Kubek');
    expect(states()).toEqual(['true', 'false']);
  });

  it('by mouse: toggles without a form post; both roots of the product and its sleeping copy follow; each change is announced', async () => {
    document.body.innerHTML = card(3, 'Namiot') + card(3, 'Namiot') + card(4, 'Kubek') + card(3, 'Namiot');
    wake(0, 3, 'Namiot');
    wake(1, 3, 'Namiot');
    const posts = countPosts();
    await userEvent.click(buttonOf(0));
    expect(wishlist.value.map((entry) => entry.id)).toEqual([3]);
    expect(JSON.parse(readCookie(WISHLIST_COOKIE)!)).toEqual(wishlist.value);
    expect(states()).toEqual(['true', 'true', 'false', 'true']);
    await announced('Dodano do schowka: Namiot. W schowku: 1.');
    await userEvent.click(buttonOf(1));
    expect(states()).toEqual(['false', 'false', 'false', 'false']);
    await announced('Usunięto ze schowka: Namiot. W schowku: 0.');
    expect(posts()).toBe(0);
    expect(adoptedByReact(buttonOf(0)) && adoptedByReact(buttonOf(1))).toBe(true);
    expect(adoptedByReact(buttonOf(3))).toBe(false);
  });

  it('follows a change made anywhere else (the box, a script)', () => {
    document.body.innerHTML = card(3, 'Namiot');
    wake(0, 3, 'Namiot');
    act(() => setWishlist([{ id: 3, date: 1 }]));
    expect(states()).toEqual(['true']);
    act(() => setWishlist([]));
    expect(states()).toEqual(['false']);
  });

  it('by keyboard: Enter and Space toggle, and focus stays on the toggle', async () => {
    document.body.innerHTML = card(3, 'Namiot') + card(3, 'Namiot');
    wake(0, 3, 'Namiot');
    wake(1, 3, 'Namiot');
    const posts = countPosts();
    const button = buttonOf(0);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(states()).toEqual(['true', 'true']);
    await userEvent.keyboard(' ');
    expect(states()).toEqual(['false', 'false']);
    await userEvent.keyboard(' ');
    expect(states()).toEqual(['true', 'true']);
    expect(document.activeElement).toBe(button);
    expect(wishlist.value).toHaveLength(1);
    expect(posts()).toBe(0);
  });

  it('keeps the hidden id the same node, still hidden and first, however often it renders', async () => {
    document.body.innerHTML = card(3, 'Namiot');
    const input = document.querySelector('input')!;
    wake(0, 3, 'Namiot');
    const button = buttonOf(0);
    for (let i = 0; i < 4; i++) await userEvent.click(buttonOf(0));
    expect(buttonOf(0)).toBe(button);
    expect([...hooks()[0]!.children]).toEqual([input, button]);
    expect(attributesOf(input)).toEqual({ type: 'hidden', name: 'id', value: '3' });
    expect(new FormData(hooks()[0]!).get('id')).toBe('3');
  });

  it('toggles exactly once for a click the runtime held and replays on the very button the shopper touched', () => {
    document.body.innerHTML = card(3, 'Namiot');
    const touched = buttonOf(0);
    wake(0, 3, 'Namiot');
    act(() => touched.click());
    expect(wishlist.value.map((entry) => entry.id)).toEqual([3]);
    expect(states()).toEqual(['true']);
  });

  it('tells theme scripts of each toggle once, on the document; a listener that throws breaks nothing', async () => {
    const { reported } = listenerErrorsAsInBrowsers();
    document.body.innerHTML = card(3, 'Namiot') + card(4, 'Kubek');
    const contexts = [wake(0, 3, 'Namiot').context, wake(1, 4, 'Kubek').context];
    const heard: [EventTarget | null, WishlistEventDetail][] = [];
    const failure = new Error('theme script broke');
    const listener = (event: GlobalEventHandlersEventMap['storefront:wishlist']) => {
      heard.push([event.target, event.detail]);
      throw failure;
    };
    document.addEventListener('storefront:wishlist', listener);
    onTestFinished(() => document.removeEventListener('storefront:wishlist', listener));
    await userEvent.click(buttonOf(0));
    await userEvent.click(buttonOf(1));
    await userEvent.click(buttonOf(0));
    expect(heard).toEqual([
      [document, { productId: 3, saved: true, ids: [3] }],
      [document, { productId: 4, saved: true, ids: [3, 4] }],
      [document, { productId: 3, saved: false, ids: [4] }],
    ]);
    expect(states()).toEqual(['false', 'true']);
    await announced('Usunięto ze schowka: Namiot. W schowku: 1.');
    expect(reported).toEqual([failure, failure, failure]);
    for (const context of contexts) expect(context.report).not.toHaveBeenCalled();
  });

  it('announces the oldest dropped by the 21st entry', async () => {
    setWishlist(Array.from({ length: 20 }, (_, i) => ({ id: 101 + i, date: i })));
    document.body.innerHTML = card(3, 'Namiot');
    wake(0, 3, 'Namiot');
    await userEvent.click(screen.getByRole('button'));
    expect(wishlist.value.map((entry) => entry.id)).not.toContain(101);
    await announced('Dodano do schowka: Namiot. W schowku: 20. Schowek mieści 20 produktów, więc usunięto najdawniej dodany.');
  });

  it('reports instead of throwing when the id is unusable, and posts nothing', async () => {
    document.body.innerHTML = card(1, 'X');
    const { context } = renderIsland(toggle, hooks()[0]!, { productId: 0, productName: 'X', productUrl: '/x' });
    const posts = countPosts();
    await userEvent.click(screen.getByRole('button'));
    expect(context.report).toHaveBeenCalledWith('could not change the wishlist', expect.any(RangeError));
    expect(wishlist.value).toEqual([]);
    expect(posts()).toBe(0);
  });

  it('stops listening when it unmounts: a submit posts again, as without JavaScript', () => {
    document.body.innerHTML = card(3, 'Namiot');
    const { unmount } = wake(0, 3, 'Namiot');
    unmount();
    const posts = countPosts();
    hooks()[0]!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(posts()).toBe(1);
    expect(wishlist.value).toEqual([]);
  });

  it('finds its button wherever the theme put it, and refuses a hook without one, leaving the server markup alone', () => {
    document.body.innerHTML = '<form data-island="wishlist-toggle"><div class="card__actions"><button class="wishlist-toggle">♡</button></div></form>';
    expect(toggle.read(document.querySelector('form')!).button).toBe(document.querySelector('button'));
    document.body.innerHTML = '<form data-island="wishlist-toggle"><button>♡</button></form>';
    const markup = document.body.innerHTML;
    expect(() => toggle.read(document.querySelector('form')!)).toThrow('no <button class="wishlist-toggle"> inside the hook, to carry aria-pressed');
    expect(document.body.innerHTML).toBe(markup);
  });
});
