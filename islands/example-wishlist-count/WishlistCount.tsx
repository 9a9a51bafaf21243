import { useSignals } from '@preact/signals-react/runtime';
import { wishlist } from '../../shared/state/wishlist';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import type { wishlistCountSchema } from './schema';

type Props = PropsOf<typeof wishlistCountSchema> & IslandProps;

/**
 * The example of docs/hooks.md ("Write your own island"): the server renders the count as text, and
 * the island keeps it in step with the wishlist signal that every toggle on the page changes.
 */
export default function WishlistCount({ label }: Props) {
  useSignals();
  return (
    <span className="wishlist-count">
      {label}: {wishlist.value.length}
    </span>
  );
}
