import { signal } from '@preact/signals-react';

/** A product as the wishlist box links it: its name (shown as text) and its page. */
export interface ProductLink {
  name: string;
  url: string;
}

/**
 * Products toggled on this page, by id. The cookie keeps ids only, so the wishlist box names what a
 * toggle added from that toggle's own attributes (its schema already refused unsafe addresses).
 */
export const toggledProducts = signal<ReadonlyMap<number, ProductLink>>(new Map());

export function rememberProduct(id: number, link: ProductLink): void {
  const known = toggledProducts.peek().get(id);
  if (known?.name === link.name && known.url === link.url) return;
  toggledProducts.value = new Map(toggledProducts.peek()).set(id, link);
}
