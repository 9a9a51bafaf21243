import type { ProductLink } from '../../shared/state/wishlist-products';
import { wishlistToggleSchema } from '../wishlist-toggle/schema';

const { productUrl } = wishlistToggleSchema;

/** How a new entry, and a new list, look: taken from the theme's own, so they look like the server's. */
export interface EntryClasses {
  item: string;
  link: string;
  /** The list the island adds where the server sent none (an empty box): its tag and class. */
  listTag: 'ul' | 'ol';
  list: string;
}

/**
 * The theme's own entry markup: its first server entry, else `<template data-wishlist-entry>` holding
 * a list with one entry (`<ol class="…"><li class="…"><a class="…"></a></li></ol>`) or the entry alone.
 */
function entryClasses(first: Element | null | undefined, template: HTMLTemplateElement | null): EntryClasses {
  const shape = template?.content.firstElementChild ?? null;
  const list = shape?.matches('ul, ol') ? shape : null;
  const item = first ?? (list ? list.querySelector(':scope > li') : shape?.matches('li') ? shape : null);
  return {
    item: item?.getAttribute('class') ?? '',
    link: item?.querySelector('a')?.getAttribute('class') ?? '',
    listTag: list?.localName === 'ol' ? 'ol' : 'ul',
    list: list?.getAttribute('class') ?? 'wishlist-box__list',
  };
}

/** The server's box: its nodes, adopted as they are; the parts the island owns among them; the products it names. */
export interface BoxMarkup {
  nodes: readonly Node[];
  /** `[data-count]` or `.wishlist-box__count`: its first number is the count, its other words the theme's. */
  count: Element | null;
  /** `.wishlist-box__list`: the entries. */
  list: Element | null;
  /** `.wishlist-box__empty`: the theme's words for an empty box, hidden while it has entries. */
  empty: Element | null;
  /** The server's own entries (`li[data-product-id]`), by product id, as nodes and as what they name. */
  items: ReadonlyMap<number, Element>;
  named: ReadonlyMap<number, ProductLink>;
  classes: EntryClasses;
}

export function readBox(element: HTMLElement): BoxMarkup {
  const named = new Map<number, ProductLink>();
  const items = new Map<number, Element>();
  const list = element.querySelector('.wishlist-box__list');
  list?.querySelectorAll(':scope > li[data-product-id]').forEach((item) => {
    const id = Number(item.getAttribute('data-product-id'));
    const link = item.querySelector('a');
    // The toggle's own URL rule: the box links nothing a toggle could not.
    const url = productUrl.read(link?.getAttribute('href') ?? '');
    items.set(id, item);
    if (link && url) named.set(id, { name: link.textContent ?? '', url });
  });
  const count = element.querySelector('[data-count]') ?? element.querySelector('.wishlist-box__count');
  if (count?.firstElementChild) throw new Error(`${count.matches('[data-count]') ? '[data-count]' : '.wishlist-box__count'} must hold only text (its first number is the count)`);
  const first = list?.querySelector(':scope > li');
  return {
    nodes: [...element.childNodes],
    count,
    list,
    empty: element.querySelector('.wishlist-box__empty'),
    items,
    named,
    classes: entryClasses(first, element.querySelector('template[data-wishlist-entry]')),
  };
}
