import { useEffect } from 'react';
import type { CartEventDetail } from '../../shared/events/types';

/**
 * The cart page is the cart: its lines are the server's nodes, which a change made elsewhere (in
 * another tab, or since this page was last shown) may have added to, and only the server can render
 * a line it added. When the runtime's catch-up says so (`storefront:cart` from `other-tab` or
 * `restored`), the page asks for itself again.
 */
export function useReloadOnChangeElsewhere(): void {
  useEffect(() => {
    const onCart = (event: CustomEvent<CartEventDetail>) => {
      if (event.detail.source === 'other-tab' || event.detail.source === 'restored') location.reload();
    };
    document.addEventListener('storefront:cart', onCart);
    return () => document.removeEventListener('storefront:cart', onCart);
  }, []);
}
