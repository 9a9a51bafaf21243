import { useSignals } from '@preact/signals-react/runtime';
import { createElement, type ReactNode } from 'react';
import { message } from '../../shared/messages/message';
import { wishlist } from '../../shared/state/wishlist';
import { toggledProducts } from '../../shared/state/wishlist-products';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import { useHostProps } from '../../shared/ui/use-host-props';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { boxEntries, type BoxEntry } from './box-entries';
import { countText } from './count-text';
import { readBox, type BoxMarkup } from './read-box';
import { wishlistBoxSchema } from './schema';

export const schema = wishlistBoxSchema;

type Props = PropsOf<typeof wishlistBoxSchema> & BoxMarkup & IslandProps;

export const read = readBox;

/**
 * The wishlist box, in step with every toggle through the shared signal: the count, and the entries
 * newest first, named from the server's own list or from the toggle that added them. The theme's
 * markup is adopted as it is: its heading and words stay, the count keeps its format, the server's
 * entries stay the same nodes, a new entry (and a list for an empty box) takes the classes of the
 * theme's (read-box.ts), and the theme's empty text is hidden while there are entries. Names and addresses are text and attributes only, never markup.
 */
export default function WishlistBox({ nodes, count, list, empty, items, named, classes }: Props) {
  useSignals();
  const awake = useAwake();
  const entries = wishlist.value;
  const toggled = toggledProducts.value;
  useHostProps({ attributes: { 'data-wishlist-count': String(entries.length) } });

  const shown = boxEntries(entries, (id) => named.get(id) ?? toggled.get(id));
  const entryOf = (product: BoxEntry) => {
    const server = items.get(product.id);
    return server ? (
      <Adopt key={product.id} node={server} />
    ) : (
      <li key={product.id} className={classes.item || undefined} data-product-id={product.id}>
        <a className={classes.link || undefined} href={product.url}>
          {product.name}
        </a>
      </li>
    );
  };
  // The server's entries keyed as the awake render keys them, so each stays the same node.
  const serverEntries = (element: Element) =>
    [...element.childNodes].map((node) => {
      const id = node instanceof Element ? Number(node.getAttribute('data-product-id')) : NaN;
      return items.get(id) === node ? <Adopt key={id} node={node as Element} /> : adoptNodes([node])[0];
    });
  const newList = () => createElement(classes.listTag, { className: classes.list }, shown.map(entryOf));
  // Only where the theme wrote no empty text of its own.
  const newEmpty = () => <p className="wishlist-box__empty">{message('wishlist-box.empty')}</p>;

  const owned = new Map<Element, ReactNode>();
  if (count) owned.set(count, <Adopt node={count}>{countText(count.textContent ?? '', entries.length)}</Adopt>);
  if (list) {
    owned.set(
      list,
      <>
        <Adopt node={list} hidden={shown.length === 0}>
          {/* The server's entries while hydrating, in the server's order; the wishlist's once awake. */}
          {awake ? shown.map(entryOf) : serverEntries(list)}
        </Adopt>
        <Added>{!empty && shown.length === 0 && newEmpty()}</Added>
      </>,
    );
  }
  if (empty) {
    owned.set(
      empty,
      <>
        <Adopt node={empty} hidden={shown.length > 0} />
        <Added>{!list && shown.length > 0 && newList()}</Added>
      </>,
    );
  }
  return (
    <>
      {adoptNodes(nodes, owned)}
      {/* A box whose markup has neither the list nor the empty text still shows its entries, at its end. */}
      <Added>{!list && !empty && (shown.length > 0 ? newList() : newEmpty())}</Added>
    </>
  );
}
