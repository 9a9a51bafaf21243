import { postJson, type CallOptions } from './client';
import type { SearchSuggestionsRequest, SearchSuggestionsResponse, SuggestedLink, SuggestedProduct } from './types';
import { arr, num, obj, str, type ShapeOf } from './validate';

const product = obj({ url: str, image: str, name: str, price: num } satisfies ShapeOf<SuggestedProduct>);
const link = obj({ url: str, name: str } satisfies ShapeOf<SuggestedLink>);
const answer = obj({
  products: arr(product),
  producers: arr(link),
  categories: arr(link),
} satisfies ShapeOf<SearchSuggestionsResponse>);

/** Live suggestions for the typed search text. */
export function searchSuggestions(req: SearchSuggestionsRequest, options?: CallOptions): Promise<SearchSuggestionsResponse> {
  return postJson('searchsuggestions', 'api/frontend/searchsuggestions', req, answer, options);
}
