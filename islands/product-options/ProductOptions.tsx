import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { differsFromServer } from '../../shared/forms/server-state';
import { formMessageOf } from '../../shared/state/product-form-message';
import { productVariant, setProductVariant } from '../../shared/state/product-variant';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { chooseVariant, type ConfirmedChoice } from './choose-variant';
import { oldVariantParts } from './old-variant-parts';
import { readProductOptions, type ProductOptionsMarkup } from './read-product-options';
import { productOptionsSchema } from './schema';

export const schema = productOptionsSchema;

type Props = PropsOf<typeof productOptionsSchema> & ProductOptionsMarkup & IslandProps;

export const read = readProductOptions;

/**
 * Option selection on the product page: every choice asks the server for its variant, which the
 * product's other islands then show, through the shared variant state. The theme's option lists are
 * adopted as they are: the radios stay the server's nodes, never React's, so the form posts the
 * choice without JavaScript, and a value chosen before the island woke is the very node it finds
 * checked. React renders the lists' busy state while a choice loads and the failure under them.
 */
export default function ProductOptions({ productId, nodes, fieldsets, radios, context }: Props) {
  useSignals();
  // The form's one message, when it is this island's: a failure to add, or a new choice, hides it.
  const message = formMessageOf(productId, 'options') || '';
  // The paragraph joins the theme's markup only once it has something to say, then stays (hidden when empty).
  const [joined, setJoined] = useState(false);
  if (message && !joined) setJoined(true);
  const busy = productVariant(productId)?.status === 'pending';
  // Told once per island: StrictMode runs the effect twice, and the ref outlives that.
  const toldOldParts = useRef(false);

  useEffect(() => {
    if (toldOldParts.current) return;
    toldOldParts.current = true;
    const old = oldVariantParts(context.element.ownerDocument);
    if (old) context.report(old);
  }, [context]);

  useEffect(() => {
    const hook = context.element;
    // The server's own marks, not the live ones: a value may have been chosen before the island woke.
    let confirmed: ConfirmedChoice = { checked: radios.filter((radio) => radio.defaultChecked), variant: productVariant(productId) };
    let current: AbortController | undefined;

    const choose = async () => {
      current?.abort();
      const request = new AbortController();
      current = request;
      const answered = await chooseVariant({ productId, hook, radios, confirmed, report: context.report, signal: request.signal });
      if (answered) confirmed = answered;
      if (current === request) current = undefined;
    };
    // The radios are the theme's nodes, not React's: their changes are heard on the hook.
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && radios.includes(event.target)) void choose();
    };

    hook.addEventListener('change', onChange);
    // The runtime leaves a radio to the browser, so the first touch was answered at once: its variant is fetched now.
    if (radios.some(differsFromServer)) void choose();
    return () => {
      hook.removeEventListener('change', onChange);
      // A pending variant would lock the cart button and keep the price busy for good: the confirmed one stands again.
      if (current) {
        current.abort();
        setProductVariant(productId, confirmed.variant);
      }
    };
  }, [productId, radios, context]);

  const owned = new Map(fieldsets.map((fieldset) => [fieldset, <Adopt node={fieldset} aria-busy={busy ? 'true' : undefined} />]));
  return (
    <>
      {adoptNodes(nodes, owned)}
      <Added>{joined || message !== '' ? <InlineMessage className="form-error product-options__error" text={message} /> : null}</Added>
    </>
  );
}
