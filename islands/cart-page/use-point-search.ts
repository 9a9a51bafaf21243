import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { message } from '../../shared/messages/message';
import { announce } from '../../shared/ui/announce';
import { filterDeliveryPoints, type PointFilter } from './filter-delivery-points';

export interface PointSearch extends PointFilter {
  /** The shopper's search: the points follow at once, their count is announced once typing pauses. */
  search: (text: string) => void;
}

/**
 * The delivery-point search: which of `points` the `query` leaves in view (the `chosen` one always
 * stays) and their count. `typed` is what the field held at mount: a search typed before the island
 * woke, or kept by the browser on Back, applies at once.
 */
export function usePointSearch(points: readonly string[], typed: string, chosen: string | null): PointSearch {
  const [query, setQuery] = useState(typed);
  const [announceCount] = useState(() => debounce((text: string) => announce(message('cart-page.points-announced', { points: text })), SEARCH_DEBOUNCE_MS));
  useEffect(() => announceCount.cancel, [announceCount]);
  const search = (text: string) => {
    setQuery(text);
    announceCount(filterDeliveryPoints(points, text, chosen).count);
  };
  return { ...filterDeliveryPoints(points, query, chosen), search };
}
