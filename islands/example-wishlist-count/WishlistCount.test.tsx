// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toggleWishlist } from '../../shared/state/wishlist';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import type { HookDefinition } from '../runtime/types';
import { renderIsland } from '../../test-support/test-context';
import type { CountSlotMarkup } from './read-count-slot';
import * as example from './WishlistCount';
import { wishlistCountSchema } from './schema';
import { setWishlist } from '../../test-support/set-wishlist';

// The registry line docs/hooks.md shows, checked by the compiler like the real registry's entries.
const entry: HookDefinition<typeof wishlistCountSchema, CountSlotMarkup> = { wake: 'idle', load: () => import('./WishlistCount') };

describe('the "write your own island" example', () => {
  it('loads through its registry line and follows the wishlist signal, changing only the count', async () => {
    expect((await entry.load()).default).toBe(example.default);
    setWishlist([]);
    document.body.innerHTML = '<a href="/schowek" data-island="wishlist-count"><svg aria-hidden="true"></svg> Schowek (<span data-count>0</span>)</a>';
    const link = screen.getByRole('link', { name: /Schowek/ });
    const [icon, slot] = [link.querySelector('svg'), link.querySelector('span')];
    renderIsland(example, link, { slot: '[data-count]' });
    expect(screen.getByRole('link')).toBe(link);
    expect(link.textContent).toBe(' Schowek (0)');
    act(() => void toggleWishlist(7));
    expect(link.textContent).toBe(' Schowek (1)');
    expect(link.querySelector('svg')).toBe(icon);
    expect(link.querySelector('span')).toBe(slot);
  });

  it('keeps islands in separate React roots in step through the shared signal', async () => {
    setWishlist([]);
    document.body.innerHTML = '<p>Schowek: <b>0</b></p><p><b>0</b> w schowku</p><div id="toggle"><button type="button">♡</button></div>';
    const [header, footer] = screen.getAllByRole('paragraph');
    renderIsland(example, header!, { slot: 'b' });
    renderIsland(example, footer!, { slot: 'b' });
    // A third root changes the signal, as a card's wishlist toggle does.
    function Toggle({ context }: { context: { element: HTMLElement } }) {
      const button = context.element.querySelector('button')!;
      return adoptNodes([button], new Map([[button, <Adopt node={button} onClick={() => toggleWishlist(12)} />]]));
    }
    renderIsland({ default: Toggle }, document.getElementById('toggle')!, {});
    await userEvent.click(screen.getByRole('button', { name: '♡' }));
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual(['Schowek: 1', '1 w schowku']);
  });

  it('names the slot it could not find', () => {
    document.body.innerHTML = '<a href="/schowek">Schowek</a>';
    expect(() => example.read(screen.getByRole('link'), { slot: '[data-count]' })).toThrow('no element matching data-slot "[data-count]" inside the hook, for the count');
  });
});
