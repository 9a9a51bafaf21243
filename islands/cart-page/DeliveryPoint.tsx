import { Adopt } from '../../shared/ui/adopt';
import type { DeliveryPointMarkup } from './read-cart-page';

/** A delivery point of the theme's, `hidden` while the search leaves it out; its radio stays the theme's, as the shopper left it. */
export function DeliveryPoint({ point, shown }: { point: DeliveryPointMarkup; shown: boolean }) {
  return <Adopt node={point.item} hidden={!shown} />;
}
