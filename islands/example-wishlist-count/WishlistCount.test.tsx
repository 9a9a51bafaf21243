// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
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
});
