import { WISHLIST_MAX_ENTRIES } from '../../shared/constants';

/** What is announced after a toggle, in Polish. */
export function toggleMessage(result: 'added' | 'removed', name: string, count: number, droppedOldest: boolean): string {
  if (result === 'removed') return `Usunięto ze schowka: ${name}. W schowku: ${count}.`;
  const dropped = droppedOldest ? ` Schowek mieści ${WISHLIST_MAX_ENTRIES} produktów, więc usunięto najdawniej dodany.` : '';
  return `Dodano do schowka: ${name}. W schowku: ${count}.${dropped}`;
}
