// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../shared/events/dispatch';
import { cartPage as page, startingCart } from '../../test-support/fake-cart-server';
import { renderIsland } from '../../test-support/test-context';
import * as cartPage from './CartPage';

const reload = vi.fn();

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...new URL('http://shop.test/koszyk'), reload });
  document.body.innerHTML = page(startingCart());
});

describe('the cart page after a change made elsewhere', () => {
  it('asks for itself again when the cart changed in another tab or since it was shown: only the server renders a line it added', () => {
    renderIsland(cartPage, document.getElementById('cart')!, {});
    dispatch(document, 'storefront:cart', { source: 'other-tab' });
    expect(reload).toHaveBeenCalledTimes(1);
    dispatch(document, 'storefront:cart', { source: 'restored' });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("keeps itself for its own changes and an add on this page, and stops listening once unmounted", () => {
    const { unmount } = renderIsland(cartPage, document.getElementById('cart')!, {});
    dispatch(document, 'storefront:cart', { source: 'add' });
    unmount();
    dispatch(document, 'storefront:cart', { source: 'other-tab' });
    expect(reload).not.toHaveBeenCalled();
  });
});
