import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { wishlist } from '../../shared/state/wishlist';
import { announce } from '../../shared/ui/announce';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { hasEntry } from '../../shared/wishlist-rules';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readToggle, type ToggleMarkup } from './read-toggle';
import { keepTogglesInStep } from './render-toggles';
import { wishlistToggleSchema } from './schema';
import { toggleProduct } from './toggle-product';

export const schema = wishlistToggleSchema;

type Props = PropsOf<typeof wishlistToggleSchema> & ToggleMarkup & IslandProps;

export const read = readToggle;

/**
 * The wishlist toggle on a card: the theme's form and button adopted as they are, the button's
 * aria-pressed following the wishlist signal, whoever changed it. What the button shows (a heart, an
 * icon with a hidden label) is the theme's, styled from that state.
 */
export default function WishlistToggle({ productId, productName, productUrl, nodes, button, context }: Props) {
  useSignals();
  const pressed = hasEntry(wishlist.value, productId);
  const form = context.element;
  // The toggles no island renders yet (most of a listing) follow the signal too.
  useEffect(keepTogglesInStep, []);

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

  return adoptNodes(nodes, new Map([[button, <Adopt node={button} aria-pressed={pressed} />]]));
}
