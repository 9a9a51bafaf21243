import { advancedSearch } from '../../shared/api';
import type { AdvancedSearchResponse } from '../../shared/api/types';
import { formatPrice } from '../../shared/format';
import { message } from '../../shared/messages/message';
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
  return message('advanced-search.summary', { count: answer.producers.length, min: formatPrice(answer.min), max: formatPrice(answer.max) });
}

/** Asks the shop for the chosen category's producers and price bounds, the full-page indicator shown meanwhile. */
export const loadCategory = (value: string, signal: AbortSignal): Promise<AdvancedSearchResponse> => whileLoading(advancedSearch({ categoryId: categoryId(value) }, { signal }));
