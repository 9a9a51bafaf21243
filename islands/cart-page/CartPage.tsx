import { type FormEvent, type ReactNode } from 'react';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { CartLine } from './CartLine';
import { DELIVERY_KEY, formLocked, lineBusy } from './command-keys';
import { CommandForm } from './CommandForm';
import { DeliveryPoint } from './DeliveryPoint';
import { FailureNote } from './FailureNote';
import { readCartPage, type CartPageMarkup } from './read-cart-page';
import { cartPageSchema } from './schema';
import { useCartForms } from './use-cart-forms';
import { usePointSearch } from './use-point-search';
import { useReloadOnChangeElsewhere } from './use-reload-on-change-elsewhere';

export const schema = cartPageSchema;

type Props = PropsOf<typeof cartPageSchema> & CartPageMarkup & IslandProps;

export const read = readCartPage;

/**
 * The cart page: quantity, removal and delivery point are sent without a page load, the totals come
 * back as server HTML, every change is announced, and a failed command leaves the cart as it was and
 * says so next to what failed. Without JavaScript the same forms post and the server redirects back.
 *
 * React hydrates the hook and renders the lines (busy, their failure note, gone once an answer drops
 * them), the command forms' submit buttons (locked), the delivery form's failure note, the points
 * (hidden by the search) and their count. Every other node is an opaque leaf React holds but never
 * looks into: the quantity boxes (islands of their own), the fields and radios, and the
 * `data-cart-refresh` regions, whose content the server's answers replace (apply-cart-part.ts). What
 * the shopper chose and what is in flight live in React state (use-cart-forms.ts, use-cart-commands.ts).
 */
export default function CartPage({ nodes, lines, lineLists, forms, points, radios, savedPoint, chosenPoint, count, filter, context }: Props) {
  const { commands, removed, chosen, emptyCart } = useCartForms({ hook: context.element, report: context.report, lines, radios, savedPoint, chosenPoint });
  useReloadOnChangeElsewhere();
  const pointSearch = usePointSearch(points.map((point) => point.value), filter?.typed ?? '', chosen);
  const onFilterSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Filtered in place; without JavaScript the form asks the server for the narrowed list.
    event.preventDefault();
    pointSearch.search(filter!.field.value);
  };

  // Built from the inside out: each element's children are adopted with the elements inside it already known.
  const withPoints = new Map<Element, ReactNode>(points.map((point, i) => [point.item, <DeliveryPoint point={point} shown={pointSearch.shown[i]!} />]));
  if (count) withPoints.set(count.element, <Adopt node={count.element}>{points.length > 0 ? pointSearch.count : adoptNodes(count.nodes)}</Adopt>);
  if (filter) withPoints.set(filter.field, <Adopt node={filter.field} onInput={(event: FormEvent<HTMLInputElement>) => pointSearch.search(event.currentTarget.value)} />);
  if (filter?.form) withPoints.set(filter.form, <Adopt node={filter.form} onSubmit={onFilterSubmit} />);
  const withForms = new Map([
    ...withPoints,
    ...forms.map((form) => [
      form.element,
      <CommandForm form={form} locked={formLocked(form.kind, form.lineId, commands.keys)} owned={withPoints}>
        {form.kind === 'delivery' && <FailureNote text={commands.notes.get(DELIVERY_KEY)} />}
      </CommandForm>,
    ] as const),
  ]);
  const withLines = new Map<Element, ReactNode>([
    ...withForms,
    ...lines.map((line) => [line.element, removed.has(line.id) ? null : <CartLine line={line} busy={lineBusy(line.id, commands.keys)} note={commands.notes.get(line.id)} owned={withForms} />] as const),
  ]);
  const owned = new Map([...withLines, ...lineLists.map((list) => [list.element, <Adopt node={list.element}>{adoptNodes(list.nodes, withLines)}</Adopt>] as const)]);
  // Once no line is left React lets go of every node it holds; the server's empty-cart part goes in after (use-empty-cart.ts).
  return emptyCart ? null : adoptNodes(nodes, owned);
}
