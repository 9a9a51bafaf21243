import { useEffect, useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { announce } from '../../shared/ui/announce';
import { useHostProps } from '../../shared/ui/use-host-props';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { changeAmount, chooseDelivery, removeLine } from './cart-commands';
import { checkedPoint, pointChosenBeforeMount } from './chosen-before-mount';
import { DELIVERY_KEY, formLocked, lineBusy } from './command-keys';
import { createCommandRunner, type CartView } from './command-runner';
import { filterDeliveryPoints } from './filter-delivery-points';
import { focusEmptyCart, lineNeighbours } from './focus-after-removal';
import { readCartPage, type CartPageMarkup } from './read-cart-page';
import { cartPageSchema } from './schema';

export const schema = cartPageSchema;

type Props = PropsOf<typeof cartPageSchema> & CartPageMarkup & IslandProps;

export const read = readCartPage;

const withNote = (notes: ReadonlyMap<string, string>, anchor: string, text: string) => {
  const next = new Map(notes);
  if (text) next.set(anchor, text);
  else next.delete(anchor);
  return next;
};

/**
 * The cart page: quantity, removal and delivery point are sent without a page load, the totals come
 * back as server HTML, every change is announced, and a failed command leaves the cart as it was and
 * says so next to what failed. Without JavaScript the same forms post and the server redirects back.
 *
 * Who owns which node. React hydrates the hook and renders only: the lines (`aria-busy` while their
 * command runs, a failure note at their end, taken away when an answer drops them), the command
 * forms' submit buttons (`aria-disabled`), the delivery form (its failure note at its end), the
 * delivery points (`hidden` when the search leaves them out), the count and the search field and
 * form (their handlers). Every other node is an opaque leaf React holds but never looks into or
 * writes: the quantity boxes (islands of their own), the fields and radios, and above all the
 * `data-cart-refresh` regions, whose content and attributes the server's answers replace in place
 * (apply-cart-part.ts), so React never meets a node it did not hydrate. The children React draws
 * inside an element come from the markup as it was read, never from the page as it is now, since
 * React's own removals and notes change it. When no line is left React lets go of every node it
 * holds, and the server's empty-cart part is put in after that commit, outside React's tree.
 */
export default function CartPage({ nodes, lines, lineLists, buttons, delivery, points, count, filter, context }: Props) {
  const hook = context.element;
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [emptyCart, setEmptyCart] = useState<DocumentFragment | null>(null);
  // A search typed before the island woke, or kept by the browser on Back, applies at once.
  const [query, setQuery] = useState(() => filter?.field.value ?? '');
  const [chosen, setChosen] = useState(() => checkedPoint(hook));
  const [announceCount] = useState(() => debounce((text: string) => announce(`Punkty odbioru: ${text}`), SEARCH_DEBOUNCE_MS));
  useEffect(() => announceCount.cancel, [announceCount]);
  useHostProps({ classes: { 'cart--empty': emptyCart !== null } });

  useEffect(() => {
    const view: CartView = {
      busy: (inFlight) => {
        setKeys(inFlight);
        // A command starting, failing (the radio put back) or answered (the server's point) may move the choice.
        setChosen(checkedPoint(hook));
      },
      problem: (anchor, text) => setNotes((old) => withNote(old, anchor, text)),
      applied: (result) => {
        if (result.removedLineIds.length > 0) setRemoved((old) => new Set([...old, ...result.removedLineIds]));
        if (result.emptyCart) setEmptyCart(result.emptyCart);
      },
    };
    const runner = createCommandRunner(hook, view, context.report);
    // Noted whenever a removal is asked for, before any line goes: where focus moves once one has.
    let neighbours = new Map<HTMLElement, HTMLElement | null>();

    // Native listeners: the controls are the theme's nodes inside leaves React does not describe (the
    // quantity field is the quantity island's), so React's synthetic change event would not see them.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const kind = form.dataset.cartCommand;
      if (!kind) return;
      event.preventDefault();
      if (kind === 'amount') {
        const field = form.querySelector<HTMLInputElement>('input[name="amount"]');
        if (field) changeAmount(runner, hook, field);
      } else if (kind === 'remove') {
        neighbours = lineNeighbours(hook);
        const line = form.closest<HTMLElement>('[data-line-id]')!;
        removeLine(runner, hook, form, () => neighbours.get(line) ?? null);
      } else if (kind === 'delivery') {
        chooseDelivery(runner, form, form.querySelector<HTMLInputElement>('input[name="deliveryPoint"]:checked'));
      }
    };
    const onChange = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.form) return;
      if (field.name === 'amount' && field.form.dataset.cartCommand === 'amount') changeAmount(runner, hook, field);
      else if (field.name === 'deliveryPoint' && field.checked) chooseDelivery(runner, field.form, field);
    };
    hook.addEventListener('submit', onSubmit);
    hook.addEventListener('change', onChange);
    // Once, after the microtasks of this commit: an effect run again for the same mount (StrictMode's)
    // stops the runner of the first run, and with it a point sent there.
    let live = true;
    queueMicrotask(() => {
      const chosenEarly = live && pointChosenBeforeMount(hook);
      if (chosenEarly) chooseDelivery(runner, chosenEarly.form!, chosenEarly);
    });
    return () => {
      live = false;
      runner.stop();
      hook.removeEventListener('submit', onSubmit);
      hook.removeEventListener('change', onChange);
    };
  }, [hook, context]);

  // After React took its nodes away: the server's empty-cart part goes in, and focus lost with the lines moves to it.
  useLayoutEffect(() => {
    if (!emptyCart) return;
    const part = emptyCart.firstElementChild;
    hook.append(emptyCart);
    focusEmptyCart(part);
  }, [hook, emptyCart]);

  const values = points.map((point) => point.value);
  const shown = filterDeliveryPoints(values, query, chosen);
  const search = (text: string) => {
    setQuery(text);
    announceCount(filterDeliveryPoints(values, text, chosen).count);
  };
  const onFilterSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Filtered in place; without JavaScript the form asks the server for the narrowed list.
    event.preventDefault();
    search(filter!.field.value);
  };
  const note = (anchor: string) => {
    const text = notes.get(anchor);
    return <Added>{text ? <InlineMessage className="cart-problem" text={text} /> : null}</Added>;
  };

  // Built from the inside out: an element's children are drawn with the elements inside it already known.
  const owned = new Map<Element, ReactNode>();
  for (const { element, kind, lineId } of buttons) {
    owned.set(element, <Adopt node={element} aria-disabled={formLocked(kind, lineId, keys) ? 'true' : undefined} />);
  }
  points.forEach(({ item }, i) => owned.set(item, <Adopt node={item} hidden={!shown.shown[i]} />));
  if (count) owned.set(count.element, <Adopt node={count.element}>{points.length > 0 ? shown.count : adoptNodes(count.nodes)}</Adopt>);
  if (filter) {
    owned.set(filter.field, <Adopt node={filter.field} onInput={(event: FormEvent<HTMLInputElement>) => search(event.currentTarget.value)} />);
    if (filter.form) owned.set(filter.form, <Adopt node={filter.form} onSubmit={onFilterSubmit} />);
  }
  if (delivery) {
    owned.set(
      delivery.element,
      <Adopt node={delivery.element}>
        {adoptNodes(delivery.nodes, owned)}
        {note(DELIVERY_KEY)}
      </Adopt>,
    );
  }
  for (const line of lines) {
    const busy = lineBusy(line.id, keys);
    owned.set(
      line.element,
      removed.has(line.id) ? null : (
        <Adopt node={line.element} aria-busy={busy ? 'true' : undefined}>
          {adoptNodes(line.nodes, owned)}
          {note(line.id)}
        </Adopt>
      ),
    );
  }
  for (const list of lineLists) owned.set(list.element, <Adopt node={list.element}>{adoptNodes(list.nodes, owned)}</Adopt>);
  return emptyCart ? null : adoptNodes(nodes, owned);
}
