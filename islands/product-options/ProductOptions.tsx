import { useEffect } from 'react';
import { differsFromServer } from '../../shared/forms/server-state';
import { productVariant, setProductVariant } from '../../shared/state/product-variant';
import { markBusy } from '../../shared/ui/busy';
import { inlineMessage } from '../../shared/ui/inline-message';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { chooseVariant, type ConfirmedChoice } from './choose-variant';
import { readProductOptions, type ProductOptionsMarkup } from './read-product-options';
import type { productOptionsSchema } from './schema';

type Props = PropsOf<typeof productOptionsSchema> & ProductOptionsMarkup & IslandProps;

export const read = readProductOptions;

export const drawsNothing = true;

/**
 * Option selection on the product page: every choice asks the server for its variant, which the page
 * and the other islands of the product then show. It draws nothing: the radios are the product form's
 * fields and stay the server's nodes, so the form posts the choice without JavaScript, and a value
 * chosen before the island woke is the very node it finds checked.
 */
export default function ProductOptions({ productId, radios, context }: Props) {
  useEffect(() => {
    const hook = context.element;
    const message = inlineMessage('form-error product-options__error', (p) => hook.append(p));
    const setBusy = (busy: boolean) => {
      markBusy(hook, busy);
      document.getElementById('product-price')?.classList.toggle('is-updating', busy);
    };
    // The server's own marks, not the live ones: a value may have been chosen before the island woke.
    let confirmed: ConfirmedChoice = { checked: radios.filter((radio) => radio.defaultChecked), variant: productVariant(productId) };
    let current: AbortController | undefined;

    const choose = async () => {
      current?.abort();
      const request = new AbortController();
      current = request;
      const answered = await chooseVariant({ productId, radios, confirmed, showMessage: message.show, setBusy, report: context.report, signal: request.signal });
      if (answered) confirmed = answered;
      if (current === request) current = undefined;
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && radios.includes(event.target)) void choose();
    };

    hook.addEventListener('change', onChange);
    // The runtime leaves a radio to the browser, so the first touch was answered at once: its variant is fetched now.
    if (radios.some(differsFromServer)) void choose();
    return () => {
      hook.removeEventListener('change', onChange);
      message.remove();
      // A pending variant would lock the cart button for good: the confirmed one stands again.
      if (current) {
        current.abort();
        setBusy(false);
        setProductVariant(productId, confirmed.variant);
      }
    };
  }, [productId, radios, context]);

  return null;
}
