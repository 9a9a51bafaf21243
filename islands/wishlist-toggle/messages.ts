import { WISHLIST_MAX_ENTRIES } from '../../shared/constants';

/** What is announced after a toggle, in Polish; `name` is '' when a theme script's toggle named no product. */
export function toggleMessage(result: 'added' | 'removed', name: string, count: number, droppedOldest: boolean): string {
  const what = name ? `: ${name}` : '';
  if (result === 'removed') return `Usunięto ze schowka${what}. W schowku: ${count}.`;
  const dropped = droppedOldest ? ` Schowek mieści ${WISHLIST_MAX_ENTRIES} produktów, więc usunięto najdawniej dodany.` : '';
  return `Dodano do schowka${what}. W schowku: ${count}.${dropped}`;
}
