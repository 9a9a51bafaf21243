import { actionReport } from './action-report';
import { refreshAfterCartChange } from '../../shared/ui/refresh-mini-cart';

/**
 * `storefront.refreshMiniCart()`: the mini cart asks the server again (a cart changed by a theme's own
 * call, say), then `storefront:cart` tells of it with source 'refresh'. Resolves false when the
 * refresh failed (reported, the mini cart left as it was). Overtaken by a newer refresh, it ends
 * as that one does.
 */
export function refreshMiniCartAction(): Promise<boolean> {
  return refreshAfterCartChange('refresh', (error) => actionReport('refreshMiniCart')('could not refresh the mini cart', error));
}
