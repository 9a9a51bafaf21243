import { pointCountText, pointsToShow } from '../../shared/delivery-points';

export interface PointFilter {
  /** For each point, in order: whether the search leaves it in view. */
  shown: boolean[];
  /** "8 punktów", or "3 punkty z 8" while the search narrows the list. */
  count: string;
}

/** Which of the delivery `points` match `query` (diacritics aside; the `chosen` one always stays), and their count. */
export function filterDeliveryPoints(points: readonly string[], query: string, chosen: string | null): PointFilter {
  const shown = pointsToShow(points, query, chosen);
  return { shown, count: pointCountText(shown.filter(Boolean).length, points.length) };
}
