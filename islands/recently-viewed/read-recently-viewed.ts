import { ownPath, type ViewedProduct } from '../../shared/recently-viewed-rules';
import { templateNamed } from '../runtime/hook-markup';
import type { PropsOf } from '../runtime/schema';
import type { recentlyViewedSchema } from './schema';

/** The theme's card: the `<li>` its template holds, and the marks of what the island fills in. */
export interface CardShape {
  template: HTMLTemplateElement;
}

/** One card's own copy of the template: the item's class and content, and the elements the island fills. */
export interface CardCopy {
  itemClass: string | undefined;
  nodes: readonly Node[];
  link: HTMLAnchorElement;
  name: HTMLElement;
  image: HTMLImageElement | null;
}

const LINK = 'a[data-recent-link]';
const NAME = '[data-recent-name]';
const IMAGE = 'img[data-recent-image]';

/** A fresh copy of the card, its marked elements found (read() checked they are there). */
export function copyCard({ template }: CardShape): CardCopy {
  const item = (template.content.cloneNode(true) as DocumentFragment).firstElementChild!;
  return {
    itemClass: item.getAttribute('class') ?? undefined,
    nodes: [...item.childNodes],
    link: item.querySelector(LINK)!,
    name: item.querySelector(NAME)!,
    image: item.querySelector(IMAGE),
  };
}

/** Checked once, before the first render, so a broken template leaves the hook as the server sent it (hidden). */
function readCard(id: string): CardShape {
  const template = templateNamed('data-card-template', id);
  const item = template.content.firstElementChild;
  if (item?.localName !== 'li' || item.nextElementSibling) throw new Error(`<template id="${id}"> must hold one <li>, the card`);
  const link = item.querySelector(LINK);
  const name = item.querySelector(NAME);
  if (!link || !name) throw new Error(`the card in <template id="${id}"> needs an <a data-recent-link> and a [data-recent-name]`);
  if (name !== link && name.firstElementChild) throw new Error(`[data-recent-name] in <template id="${id}"> must hold only text (the island writes the name there)`);
  return { template };
}

/** The product of a product page's hook, as it is noted; the hook's URLs must be the shop's own. */
function readCurrent(props: PropsOf<typeof recentlyViewedSchema>): Omit<ViewedProduct, 'at'> | null {
  const { productId: id, productName: name, productUrl: url, productImage: image } = props;
  if (id === null) return null;
  if (id <= 0 || name === null || name.trim() === '' || url === null) throw new Error('data-product-id needs a positive id, data-product-name and data-product-url');
  const path = ownPath(url);
  if (path === null) throw new Error(`data-product-url="${url}" is not a path of this shop`);
  const picture = image === null ? null : ownPath(image);
  if (image !== null && picture === null) throw new Error(`data-product-image="${image}" is not a path of this shop`);
  return { id, name, url: path, image: picture };
}

/** What the island takes from its hook: its nodes, the hidden region it shows, the list, the theme's clear button, the card, the page's product. */
export interface RecentlyViewedMarkup {
  nodes: readonly Node[];
  region: HTMLElement;
  list: HTMLElement;
  clear: HTMLButtonElement | null;
  card: CardShape;
  current: Omit<ViewedProduct, 'at'> | null;
}

export function readRecentlyViewed(element: HTMLElement, props: PropsOf<typeof recentlyViewedSchema>): RecentlyViewedMarkup {
  const region = element.querySelector<HTMLElement>('[data-recent-region]');
  if (!region) throw new Error('the hook needs a [data-recent-region] (hidden by the server), which the island shows while there are products');
  const list = region.querySelector<HTMLElement>('ul[data-recent-list], ol[data-recent-list]');
  if (!list) throw new Error('the [data-recent-region] needs a <ul data-recent-list> (or <ol>) for the cards');
  if (!props.productPath.startsWith('/')) throw new Error(`data-product-path="${props.productPath}" must be a path (starting with /)`);
  return {
    nodes: [...element.childNodes],
    region,
    list,
    clear: region.querySelector<HTMLButtonElement>('button[data-recent-clear]'),
    card: readCard(props.cardTemplate),
    current: readCurrent(props),
  };
}
