// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { toggleWishlist } from '../../shared/state/wishlist';
import { rememberProduct, toggledProducts } from '../../shared/state/wishlist-products';
import { renderIsland } from '../../test-support/test-context';
import * as toggle from '../wishlist-toggle/WishlistToggle';
import * as box from './WishlistBox';
import { setWishlist } from '../../test-support/set-wishlist';

const BOX = (inside: string, count = 1) =>
  `<section class="sidebar-box wishlist-box" aria-labelledby="wishlist-heading" data-island="wishlist-box" data-wishlist-count="${count}">\n` +
  `<h2 id="wishlist-heading" class="sidebar-box__heading">Schowek <span class="wishlist-box__count">(${count})</span></h2>\n${inside}\n</section>`;
const KURTKA = '<ul class="wishlist-box__list"><li data-product-id="7"><a href="/produkt/7">Kurtka</a></li></ul>';
const EMPTY = '<p class="wishlist-box__empty">Schowek jest pusty. Kliknij ♡ przy produkcie, aby go zapamiętać.</p>';

const section = () => document.querySelector<HTMLElement>('section')!;
const mount = () => renderIsland(box, section(), {});
const entries = () => [...section().querySelectorAll('li')].map((li) => `${li.dataset.productId}:${li.textContent}:${li.querySelector('a')?.getAttribute('href')}`);
/** Each element below the hook with its attributes in a fixed order, and the text: what the boxes are made of. */
const shape = (hook: Element) => [...hook.querySelectorAll('*')].map((el) => `${el.localName} ${[...el.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')}`).concat(hook.textContent!);

describe('wishlist-box island', () => {
  beforeEach(() => {
    setWishlist([]);
    toggledProducts.value = new Map();
  });
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it.each([
    ['a list', KURTKA, [{ id: 7, date: 1 }]],
    ['the empty text', EMPTY, []],
  ])('adopts the server box as it was, with %s', (_, inside, list) => {
    setWishlist(list);
    document.body.innerHTML = BOX(inside, list.length);
    const before = shape(section());
    mount();
    expect(shape(section())).toEqual(before);
  });

  it('follows the signal: the count and the entries newest first, named from the toggle that added them, as text', () => {
    setWishlist([{ id: 7, date: 1 }]);
    document.body.innerHTML = BOX(KURTKA);
    const server = section().dataset.wishlistCount;
    const { unmount } = mount();
    act(() => {
      rememberProduct(3, { name: 'Namiot <b>', url: '/produkt/3' });
      toggleWishlist(3);
    });
    expect(section().dataset.wishlistCount).toBe('2');
    expect(section().querySelector('.wishlist-box__count')!.textContent).toBe('(2)');
    expect(entries()).toEqual(['3:Namiot <b>:/produkt/3', '7:Kurtka:/produkt/7']);
    expect(section().querySelector('b')).toBeNull();
    act(() => void toggleWishlist(3));
    act(() => void toggleWishlist(7));
    expect(section().querySelector<HTMLElement>('.wishlist-box__list')!.hidden).toBe(true);
    expect(section().querySelector('.wishlist-box__empty')!.textContent).toContain('Schowek jest pusty');
    expect(section().querySelector('.wishlist-box__count')!.textContent).toBe('(0)');
    unmount();
    // Gone, the island leaves the server's count, and no longer follows the signal.
    expect(section().dataset.wishlistCount).toBe(server);
    toggleWishlist(7);
    expect(section().dataset.wishlistCount).toBe(server);
  });

  it("keeps the theme's words and markup: its count format, its empty text, its entries as the same nodes", () => {
    setWishlist([{ id: 7, date: 1 }]);
    document.body.innerHTML =
      '<aside data-island="wishlist-box"><h3>Ulubione <small class="wishlist-box__count">1 szt.</small></h3>' +
      '<div class="gx-empty wishlist-box__empty" hidden>Nic tu jeszcze nie ma.</div>' +
      '<ol class="wishlist-box__list gx-favs">\n<li class="gx-fav" data-product-id="7"><a class="gx-fav__a" href="/produkt/7">Kurtka</a></li>\n</ol></aside>';
    const hook = document.querySelector<HTMLElement>('aside')!;
    const before = [...hook.querySelectorAll('*')];
    renderIsland(box, hook, {});
    expect([...hook.querySelectorAll('*')]).toBeTheSameNodes(before);
    act(() => {
      rememberProduct(3, { name: 'Namiot', url: '/produkt/3' });
      toggleWishlist(3);
    });
    expect(hook.querySelector('small')!.textContent).toBe('2 szt.');
    expect(before.every((element) => element.isConnected)).toBe(true);
    expect(hook.querySelector('li[data-product-id="3"]')!.outerHTML).toBe('<li class="gx-fav" data-product-id="3"><a class="gx-fav__a" href="/produkt/3">Namiot</a></li>');
    act(() => setWishlist([]));
    expect(hook.querySelector('small')!.textContent).toBe('0 szt.');
    expect(hook.querySelector<HTMLElement>('.gx-empty')!.hidden).toBe(false);
    expect(hook.querySelector('.gx-empty')!.textContent).toBe('Nic tu jeszcze nie ma.');
    expect(hook.querySelector<HTMLElement>('ol')!.hidden).toBe(true);
  });

  it("gives an empty box's first entry, and its list, the theme's markup from <template data-wishlist-entry>", () => {
    document.body.innerHTML =
      '<aside data-island="wishlist-box"><p class="wishlist-box__count">0 szt.</p><p class="wishlist-box__empty">Pusto.</p>' +
      '<template data-wishlist-entry><ol class="gx-favs wishlist-box__list"><li class="gx-fav"><a class="gx-fav__a"></a></li></ol></template></aside>';
    renderIsland(box, document.querySelector('aside')!, {});
    act(() => {
      rememberProduct(3, { name: 'Namiot', url: '/produkt/3' });
      toggleWishlist(3);
    });
    expect(document.querySelector('ol')!.outerHTML).toBe('<ol class="gx-favs wishlist-box__list"><li class="gx-fav" data-product-id="3"><a class="gx-fav__a" href="/produkt/3">Namiot</a></li></ol>');
    expect(document.querySelector<HTMLElement>('.wishlist-box__empty')!.hidden).toBe(true);
  });

  it('counts an entry it cannot name (a product this page does not show) without listing it', () => {
    setWishlist([{ id: 7, date: 1 }, { id: 99, date: 2 }]);
    document.body.innerHTML = BOX(KURTKA);
    mount();
    expect(section().dataset.wishlistCount).toBe('2');
    expect(section().querySelector('.wishlist-box__count')!.textContent).toBe('(2)');
    expect(entries()).toEqual(['7:Kurtka:/produkt/7']);
  });

  it('never links an address the toggle schema refuses (javascript:, data:)', () => {
    setWishlist([{ id: 8, date: 1 }, { id: 9, date: 2 }, { id: 7, date: 3 }]);
    document.body.innerHTML = BOX(
      '<ul class="wishlist-box__list"><li data-product-id="8"><a href=" JaVaScRiPt:alert(1)">Zły</a></li><li data-product-id="9"><a href="data:text/html,x">Też zły</a></li>' +
        '<li data-product-id="7"><a href="/produkt/7">Kurtka</a></li></ul>',
      3,
    );
    mount();
    expect(section().dataset.wishlistCount).toBe('3');
    expect(entries()).toEqual(['7:Kurtka:/produkt/7']);
  });

  it('shows its entries at its end when the markup has neither the list nor the empty text', () => {
    setWishlist([{ id: 7, date: 1 }]);
    document.body.innerHTML = '<section data-island="wishlist-box"><h2>Schowek</h2></section>';
    mount();
    expect(section().lastElementChild!.className).toBe('wishlist-box__empty');
  });

  it('follows a toggle in another React root, clicked by mouse and pressed by keyboard', async () => {
    document.body.innerHTML =
      BOX(EMPTY, 0) +
      '<form class="wishlist-form" data-island="wishlist-toggle"><input type="hidden" name="id" value="3"><button type="submit" class="wishlist-toggle" aria-pressed="false" aria-label="Dodaj do schowka: Namiot">♡</button></form>';
    mount();
    renderIsland(toggle, document.querySelector('form')!, { productId: 3, productName: 'Namiot', productUrl: '/produkt/3-namiot' });
    const button = screen.getByRole('button', { name: 'Dodaj do schowka: Namiot' });
    await userEvent.click(button);
    expect(within(section()).getByRole('link', { name: 'Namiot' }).getAttribute('href')).toBe('/produkt/3-namiot');
    expect(section().dataset.wishlistCount).toBe('1');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(section()).queryByRole('link')).toBeNull();
    expect(section().dataset.wishlistCount).toBe('0');
    await userEvent.keyboard(' ');
    expect(section().dataset.wishlistCount).toBe('1');
  });
});
