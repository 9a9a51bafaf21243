import type { ProductLink } from '../../shared/state/wishlist-products';
import { wishlistToggleSchema } from '../wishlist-toggle/schema';

const { productUrl } = wishlistToggleSchema;

/** The server's box: its nodes, drawn again; the two parts React draws among them; the products it names. */
export interface BoxMarkup {
  nodes: readonly Node[];
  /** `.wishlist-box__count`, whose text React draws. */
  count: Element | null;
  /** `.wishlist-box__list` or `.wishlist-box__empty`: where React draws the entries. */
  entries: Element | null;
  /** The server's own entries, by product id. */
  named: ReadonlyMap<number, ProductLink>;
}

export function readBox(element: HTMLElement): BoxMarkup {
  const named = new Map<number, ProductLink>();
  element.querySelectorAll('li[data-product-id]').forEach((item) => {
    const link = item.querySelector('a');
    // The toggle's own URL rule: the box links nothing a toggle could not.
    const url = productUrl.read(link?.getAttribute('href') ?? '');
    if (link && url) named.set(Number(item.getAttribute('data-product-id')), { name: link.textContent ?? '', url });
  });
  return {
    nodes: [...element.childNodes],
    count: element.querySelector('.wishlist-box__count'),
    entries: element.querySelector('.wishlist-box__list, .wishlist-box__empty'),
    named,
  };
}
