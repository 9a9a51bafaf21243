import { WISHLIST_MAX_ENTRIES } from '../../shared/constants';
import { message } from '../../shared/messages/message';

/** What is announced after a toggle; `name` is '' when a theme script's toggle named no product. */
export function toggleMessage(result: 'added' | 'removed', name: string, count: number, droppedOldest: boolean): string {
  if (result === 'removed') return name ? message('wishlist.removed', { name, count }) : message('wishlist.removed-unnamed', { count });
  const added = name ? message('wishlist.added', { name, count }) : message('wishlist.added-unnamed', { count });
  return droppedOldest ? `${added} ${message('wishlist.oldest-dropped', { max: WISHLIST_MAX_ENTRIES })}` : added;
}
