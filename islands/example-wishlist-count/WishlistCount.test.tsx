// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toggleWishlist, wishlist } from '../../shared/state/wishlist';
import type { HookDefinition } from '../runtime/types';
import { renderIsland } from '../test-context';
import * as example from './WishlistCount';
import { wishlistCountSchema } from './schema';

// The registry line docs/hooks.md shows, checked by the compiler like the real registry's entries.
const entry: HookDefinition<typeof wishlistCountSchema> = { wake: 'idle', schema: wishlistCountSchema, load: () => import('./WishlistCount') };

describe('the "write your own island" example', () => {
  it('loads through its registry line and follows the wishlist signal across islands', async () => {
    expect((await entry.load()).default).toBe(example.default);
    wishlist.value = [];
    document.body.innerHTML = '<a href="/schowek" data-island="wishlist-count"><span class="wishlist-count">Schowek: 0</span></a>';
    renderIsland(example, document.querySelector('a')!, { label: 'Schowek' });
    expect(screen.getByText('Schowek: 0')).toBeTruthy();
    act(() => void toggleWishlist(7));
    expect(screen.getByText('Schowek: 1')).toBeTruthy();
  });

  it('keeps islands in separate React roots in step through the shared signal', async () => {
    wishlist.value = [];
    document.body.innerHTML = '<span id="header"></span><span id="footer"></span><div id="toggle"></div>';
    renderIsland(example, document.getElementById('header')!, { label: 'Schowek' });
    renderIsland(example, document.getElementById('footer')!, { label: 'W schowku' });
    // A third root changes the signal, as a card's wishlist toggle does.
    function Toggle() {
      return (
        <button type="button" onClick={() => toggleWishlist(12)}>
          ♡
        </button>
      );
    }
    renderIsland({ default: Toggle }, document.getElementById('toggle')!, {});
    await userEvent.click(screen.getByRole('button', { name: '♡' }));
    expect(document.getElementById('header')!.textContent).toBe('Schowek: 1');
    expect(document.getElementById('footer')!.textContent).toBe('W schowku: 1');
  });
});
