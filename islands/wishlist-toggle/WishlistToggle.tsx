import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { wishlist } from '../../shared/state/wishlist';
import { announce } from '../../shared/ui/announce';
import { ServerElement } from '../../shared/ui/server-nodes';
import { hasEntry } from '../../shared/wishlist-rules';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { heartOf } from './heart';
import { readToggle, type ToggleMarkup } from './read-toggle';
import { keepTogglesInStep } from './render-toggles';
import type { wishlistToggleSchema } from './schema';
import { toggleProduct } from './toggle-product';

type Props = PropsOf<typeof wishlistToggleSchema> & ToggleMarkup & IslandProps;

export const read = readToggle;

/**
 * The wishlist toggle on a card: the server's button drawn again (same tag and attributes), its
 * aria-pressed and heart following the wishlist signal, whoever changed it. The hidden id stays the
 * server's node, in its place before the button: an input React drew would have its type, name and
 * value reset, and focus and a held click find the button by its place below the hook.
 */
export default function WishlistToggle({ productId, productName, productUrl, button, before, after, context }: Props) {
  useSignals();
  const pressed = hasEntry(wishlist.value, productId);
  const form = context.element;
  // The toggles no island draws yet (most of a listing) follow the signal too.
  useEffect(keepTogglesInStep, []);

  // In the commit, before the runtime puts focus back by place and before the first paint.
  const keepServerNodes = useCallback(
    (drawn: HTMLElement | null) => {
      drawn?.before(...before);
      drawn?.after(...after);
    },
    [before, after],
  );

  useEffect(() => {
    // The form post stays the no-JS path; with JavaScript the cookie is written here and nothing reloads.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      try {
        announce(toggleProduct({ productId, productName, productUrl }));
      } catch (error) {
        context.report('could not change the wishlist', error);
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, productId, productName, productUrl, context]);

  return (
    <ServerElement node={button} ref={keepServerNodes} aria-pressed={pressed}>
      {heartOf(pressed)}
    </ServerElement>
  );
}
