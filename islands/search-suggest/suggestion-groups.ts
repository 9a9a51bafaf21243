import type { SearchSuggestionsResponse } from '../../shared/api/types';
import type { SearchEventDetail } from '../../shared/events/types';
import { formatPrice } from '../../shared/format';
import { message } from '../../shared/messages/message';
import { url } from '../runtime/schema';

export interface SuggestOption {
  /** Unique on the page: aria-activedescendant points at it. */
  id: string;
  label: string;
  href: string;
  /** Formatted price of a product. */
  price?: string;
  image?: string;
  /** Set on a recent phrase: choosing it searches for it again. */
  phrase?: string;
}

/** What a group offers: the answer's products, producers or categories, or the shopper's recent phrases. */
export type SuggestKind = 'products' | 'producers' | 'categories' | 'recent';

export interface SuggestGroup {
  id: string;
  kind: SuggestKind;
  label: string;
  options: SuggestOption[];
}

const safeUrl = url();
/** Only same-origin paths and http(s) URLs become links or images; anything else is dropped. */
export const safeHref = (raw: string): string | undefined => (raw.trim() === '' ? undefined : safeUrl.read(raw));

interface Item {
  label: string;
  href: string;
  price?: string;
  image?: string;
  phrase?: string;
}

/** A group titled by its kind's message, or none when it has no items. */
function group(idPrefix: string, kind: SuggestKind, items: Item[]): SuggestGroup[] {
  if (items.length === 0) return [];
  const id = `${idPrefix}-${kind}`;
  return [{ id, kind, label: message(`search-suggest.${kind}`), options: items.map((item, i) => ({ id: `${id}-${i}`, ...item })) }];
}

function links(list: readonly { url: string; name: string }[]): Item[] {
  return list.flatMap((entry) => {
    const href = safeHref(entry.url);
    return href && entry.name.trim() !== '' ? [{ label: entry.name, href }] : [];
  });
}

/** The answer's products, producers and categories as labelled groups; links that are not safe are left out. */
export function suggestionGroups(answer: SearchSuggestionsResponse, idPrefix: string): SuggestGroup[] {
  const products = answer.products.flatMap((product): Item[] => {
    const href = safeHref(product.url);
    if (!href || product.name.trim() === '' || !Number.isFinite(product.price)) return [];
    const image = safeHref(product.image);
    return [{ label: product.name, href, price: formatPrice(product.price), ...(image ? { image } : {}) }];
  });
  return [
    ...group(idPrefix, 'products', products),
    ...group(idPrefix, 'producers', links(answer.producers)),
    ...group(idPrefix, 'categories', links(answer.categories)),
  ];
}

/** The last phrases, each a link to its results page. */
export function recentGroup(phrases: readonly string[], resultsUrl: (phrase: string) => string, idPrefix: string): SuggestGroup[] {
  return group(idPrefix, 'recent', phrases.map((phrase) => ({ label: phrase, href: resultsUrl(phrase), phrase })));
}

export const optionCount = (groups: readonly SuggestGroup[]): number => groups.reduce((sum, g) => sum + g.options.length, 0);

type ShownCounts = NonNullable<Awaited<SearchEventDetail['result']>>;

/** How many products, producers and categories the groups show: what `storefront:search` tells. */
export function shownCounts(groups: readonly SuggestGroup[]): ShownCounts {
  const count = (kind: SuggestKind) => groups.find((g) => g.kind === kind)?.options.length ?? 0;
  return { products: count('products'), producers: count('producers'), categories: count('categories') };
}

/** What the live region says when suggestions appear. */
export function countMessage(count: number): string {
  return count === 0 ? message('search-suggest.none') : message('search-suggest.count', { count });
}
