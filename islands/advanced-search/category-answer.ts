import { advancedSearch } from '../../shared/api';
import type { AdvancedSearchResponse } from '../../shared/api/types';
import { formatPrice, plural } from '../../shared/format';
import { whileLoading } from '../../shared/ui/loading-indicator';

/** The "all categories" option has the empty value; the shop answers category 0 with the whole catalogue. */
const ALL_CATEGORIES_ID = 0;

export function categoryId(value: string): number {
  const id = value === '' ? ALL_CATEGORIES_ID : Number(value);
  if (!Number.isInteger(id)) throw new Error(`the chosen category "${value}" is not an id`);
  return id;
}

/** What a screen reader hears once a category's answer is in. */
export function describeAnswer(answer: AdvancedSearchResponse): string {
  const count = answer.producers.length;
  return `${count} ${plural(count, 'producent', 'producenci', 'producentów')}, ceny od ${formatPrice(answer.min)} do ${formatPrice(answer.max)}`;
}

/** Asks the shop for the chosen category's producers and price bounds, the full-page indicator shown meanwhile. */
export const loadCategory = (value: string, signal: AbortSignal): Promise<AdvancedSearchResponse> => whileLoading(advancedSearch({ categoryId: categoryId(value) }, { signal }));
