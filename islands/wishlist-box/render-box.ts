import type { WishlistEntry } from '../../shared/api/types';
import { wishlistToggleSchema } from '../wishlist-toggle/schema';

const { productUrl } = wishlistToggleSchema;

export interface ProductLink {
  name: string;
  url: string;
}

/**
 * Names and addresses the box can show: its own server-rendered entries, then the wishlist toggles
 * on the page (every card's hook carries data-product-name and data-product-url).
 */
export function collectLinks(box: Element, page: ParentNode, known: Map<number, ProductLink>): void {
  box.querySelectorAll('li[data-product-id]').forEach((item) => {
    const link = item.querySelector('a');
    if (link) known.set(Number(item.getAttribute('data-product-id')), { name: link.textContent ?? '', url: link.getAttribute('href') ?? '' });
  });
  page.querySelectorAll<HTMLElement>('[data-island="wishlist-toggle"][data-product-id][data-product-name]').forEach((hook) => {
    const id = Number(hook.dataset.productId);
    // Read straight from the page, so also from hooks boot refused: the toggle's own URL rule applies here too.
    const url = productUrl.read(hook.dataset.productUrl ?? '');
    if (!known.has(id) && url) known.set(id, { name: hook.dataset.productName ?? '', url });
  });
}

const EMPTY_TEXT = 'Schowek jest pusty. Kliknij ♡ przy produkcie, aby go zapamiętać.';

/**
 * Renders count and entries, newest first, as text (names come from the page, never as HTML).
 * An entry whose product this page does not know (a stale id in the cookie) is counted but not listed.
 */
export function renderBox(box: HTMLElement, list: readonly WishlistEntry[], known: ReadonlyMap<number, ProductLink>): void {
  box.dataset.wishlistCount = String(list.length);
  const count = box.querySelector('.wishlist-box__count');
  if (count) count.textContent = `(${list.length})`;
  const items = [...list]
    .sort((a, b) => b.date - a.date)
    .flatMap((entry) => {
      const product = known.get(entry.id);
      if (!product) return [];
      const item = document.createElement('li');
      item.dataset.productId = String(entry.id);
      const link = document.createElement('a');
      link.href = product.url;
      link.textContent = product.name;
      item.append(link);
      return [item];
    });
  const current = box.querySelector('.wishlist-box__list, .wishlist-box__empty');
  let next: HTMLElement;
  if (items.length > 0) {
    next = document.createElement('ul');
    next.className = 'wishlist-box__list';
    next.append(...items);
  } else {
    next = document.createElement('p');
    next.className = 'wishlist-box__empty';
    next.textContent = EMPTY_TEXT;
  }
  if (current) current.replaceWith(next);
  else box.append(next);
}
