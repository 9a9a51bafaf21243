import { actionReport } from '../actions/action-report';
import { refreshAfterCartChange } from './refresh-mini-cart';

/**
 * `storefront.refreshMiniCart()`: the mini cart asks the server again (a cart changed by a theme's own
 * call, say), then `storefront:cart` tells of it with source 'refresh'. Resolves false when the
 * refresh failed (reported, the mini cart left as it was); a newer refresh takes its place and tells
 * in its turn.
 */
export async function refreshMiniCartAction(): Promise<boolean> {
  let shown = true;
  await refreshAfterCartChange('refresh', (error) => {
    shown = false;
    actionReport('refreshMiniCart')('could not refresh the mini cart', error);
  });
  return shown;
}
