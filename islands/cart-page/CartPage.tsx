import { useEffect } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { announce } from '../../shared/ui/announce';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { changeAmount, chooseDelivery, removeLine } from './cart-commands';
import { pointChosenBeforeMount } from './chosen-before-mount';
import { createCommandRunner } from './command-runner';
import { filterDeliveryPoints } from './filter-delivery-points';
import { lineNeighbours } from './focus-after-removal';
import { readCartPage, type CartPageMarkup } from './read-cart-page';
import type { cartPageSchema } from './schema';

type Props = PropsOf<typeof cartPageSchema> & CartPageMarkup & IslandProps;

export const read = readCartPage;

export const drawsNothing = true;

/**
 * The cart page: quantity, removal and delivery point are sent without a page load, the totals come
 * back as server HTML, every change is announced, and a failed command leaves the cart as it was and
 * says so next to what failed. Without JavaScript the same forms post and the server redirects back.
 * It draws nothing: the lines, forms and fields stay the server's nodes (the quantity hooks among
 * them), and the server's answers replace the cart's parts, which React must never redraw.
 */
export default function CartPage({ deliveryFilter, context }: Props) {
  useEffect(() => {
    const cart = context.element;
    const runner = createCommandRunner(cart, context.report);
    // Noted whenever a removal is asked for, before any line goes: where focus moves once one has.
    let neighbours = new Map<HTMLElement, HTMLElement | null>();

    const announceCount = debounce((text: string) => announce(`Punkty odbioru: ${text}`), SEARCH_DEBOUNCE_MS);
    const filterPoints = (query: string, speak: boolean) => {
      const text = filterDeliveryPoints(cart, query);
      if (speak) announceCount(text);
    };

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.id === 'delivery-filter-form') {
        event.preventDefault();
        filterPoints(deliveryFilter?.value ?? '', true);
        return;
      }
      const kind = form.dataset.cartCommand;
      if (!kind) return;
      event.preventDefault();
      if (kind === 'amount') {
        const field = form.querySelector<HTMLInputElement>('input[name="amount"]');
        if (field) changeAmount(runner, cart, field);
      } else if (kind === 'remove') {
        neighbours = lineNeighbours(cart);
        const line = form.closest<HTMLElement>('[data-line-id]')!;
        removeLine(runner, cart, form, () => neighbours.get(line) ?? null);
      } else if (kind === 'delivery') {
        chooseDelivery(runner, form, form.querySelector<HTMLInputElement>('input[name="deliveryPoint"]:checked'));
      }
    };
    const onChange = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.form) return;
      if (field.name === 'amount' && field.form.dataset.cartCommand === 'amount') changeAmount(runner, cart, field);
      else if (field.name === 'deliveryPoint' && field.checked) chooseDelivery(runner, field.form, field);
    };
    const onInput = (event: Event) => {
      if (deliveryFilter && event.target === deliveryFilter) filterPoints(deliveryFilter.value, true);
    };

    cart.addEventListener('submit', onSubmit);
    cart.addEventListener('change', onChange);
    cart.addEventListener('input', onInput);
    // A search typed before the island woke, or kept by the browser on Back.
    if (deliveryFilter?.value) filterPoints(deliveryFilter.value, false);
    // Once, after the microtasks of this commit: an effect run again for the same mount (StrictMode's)
    // stops the runner of the first run, and with it a point sent there.
    let live = true;
    queueMicrotask(() => {
      const chosenEarly = live && pointChosenBeforeMount(cart);
      if (chosenEarly) chooseDelivery(runner, chosenEarly.form!, chosenEarly);
    });

    return () => {
      live = false;
      runner.stop();
      announceCount.cancel();
      cart.removeEventListener('submit', onSubmit);
      cart.removeEventListener('change', onChange);
      cart.removeEventListener('input', onInput);
    };
  }, [deliveryFilter, context]);

  return null;
}
