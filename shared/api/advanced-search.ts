import { postJson, type CallOptions } from './client';
import type { AdvancedSearchProducer, AdvancedSearchRequest, AdvancedSearchResponse } from './types';
import { arr, int, num, obj, str, type ShapeOf } from './validate';

const producer = obj({ id: int, name: str } satisfies ShapeOf<AdvancedSearchProducer>);
const answer = obj({ min: num, max: num, producers: arr(producer) } satisfies ShapeOf<AdvancedSearchResponse>);

/** The price bounds and producers of a category, for the advanced search form. */
export function advancedSearch(req: AdvancedSearchRequest, options?: CallOptions): Promise<AdvancedSearchResponse> {
  return postJson('AdvancedSearch', 'api/frontend/AdvancedSearch', req, answer, options);
}
