import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, type ReactNode } from 'react';
import { wishlist } from '../../shared/state/wishlist';
import { toggledProducts } from '../../shared/state/wishlist-products';
import { ServerElement } from '../../shared/ui/server-nodes';
import { shellOf, ServerTree } from '../../shared/ui/server-tree';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { boxEntries } from './box-entries';
import { readBox, type BoxMarkup } from './read-box';
import type { wishlistBoxSchema } from './schema';

type Props = PropsOf<typeof wishlistBoxSchema> & BoxMarkup & IslandProps;

export const read = readBox;

const EMPTY_TEXT = 'Schowek jest pusty. Kliknij ♡ przy produkcie, aby go zapamiętać.';

/**
 * The wishlist box, in step with every toggle through the shared signal: the count, and the entries
 * newest first, named from the server's own list or from the toggle that added them. Names and
 * addresses are text and attributes only, never markup.
 */
export default function WishlistBox({ nodes, count, entries, named, context }: Props) {
  useSignals();
  const list = wishlist.value;
  const toggled = toggledProducts.value;
  const box = context.element;
  // The hook is React's container, not an element it draws: its attribute is set in the commit, before paint.
  useLayoutEffect(() => void (box.dataset.wishlistCount = String(list.length)), [box, list.length]);

  const shown = boxEntries(list, (id) => named.get(id) ?? toggled.get(id));
  const drawnEntries =
    shown.length > 0 ? (
      <ul className="wishlist-box__list">
        {shown.map((product) => (
          <li key={product.id} data-product-id={product.id}>
            <a href={product.url}>{product.name}</a>
          </li>
        ))}
      </ul>
    ) : (
      <p className="wishlist-box__empty">{EMPTY_TEXT}</p>
    );
  const drawn = new Map<Element, ReactNode>();
  if (count) drawn.set(count, <ServerElement node={shellOf(count)}>{`(${list.length})`}</ServerElement>);
  if (entries) drawn.set(entries, drawnEntries);
  return (
    <>
      <ServerTree nodes={nodes} drawn={drawn} />
      {/* A box whose markup has neither the list nor the empty text still shows its entries, at its end. */}
      {entries ? null : drawnEntries}
    </>
  );
}
