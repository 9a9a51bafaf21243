import { useSignals } from '@preact/signals-react/runtime';
import { announcement } from '../state/announcement';

/**
 * The one polite live region for "it worked / it failed" messages (wishlist, cart, result counts,
 * suggestions), so screen readers hear one voice instead of a region per island.
 */
export function LiveRegion() {
  useSignals();
  return (
    <div className="sf-visually-hidden" role="status" data-sf-announcer="">
      {announcement.value}
    </div>
  );
}
