import { useSignals } from '@preact/signals-react/runtime';
import { wishlist } from '../../shared/state/wishlist';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readCountSlot, type CountSlotMarkup } from './read-count-slot';
import { wishlistCountSchema } from './schema';

export const schema = wishlistCountSchema;

type Props = PropsOf<typeof wishlistCountSchema> & CountSlotMarkup & IslandProps;

export const read = readCountSlot;

/**
 * The example of docs/hooks.md ("Write your own island"): the theme's markup stays as it is, and the
 * island owns only the text of the count's slot, which it keeps in step with the wishlist signal that
 * every toggle on the page changes. Until the island is awake the slot says what the server said (`Adopt`).
 */
export default function WishlistCount({ nodes, slot }: Props) {
  useSignals();
  return adoptNodes(nodes, new Map([[slot, <Adopt node={slot}>{wishlist.value.length}</Adopt>]]));
}
