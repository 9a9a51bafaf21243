import { message } from './messages/message';
import { matchesQuery } from './text-match';

/**
 * Which delivery points the chooser shows for a search: all for an empty one, else those matching
 * without regard to diacritics ("lodz" finds Łódź), and always the chosen one, so it never vanishes.
 */
export function pointsToShow(labels: readonly string[], query: string, chosen: string | null): boolean[] {
  const q = query.trim();
  return labels.map((label) => q === '' || label === chosen || matchesQuery(label, q));
}

/** "8 punktów", or "3 punkty z 8" while a search narrows the list. */
export function pointCountText(shown: number, total: number): string {
  return shown === total ? message('cart-page.points', { count: shown }) : message('cart-page.points-of', { count: shown, total });
}
