import { batch } from '@preact/signals-react';
import { afterNextPaint } from '../../shared/after-next-paint';
import { getOptions, isAbort } from '../../shared/api';
import { dispatch } from '../../shared/events/dispatch';
import { sayOnProductForm } from '../../shared/state/product-form-message';
import { productVariant, setProductVariant, type ProductVariant } from '../../shared/state/product-variant';
import { announce } from '../../shared/ui/announce';
import { message } from '../../shared/messages/message';
import type { IslandContext } from '../runtime/types';
import { variantEventDetail } from './variant-event';
import { variantView } from './variant-view';

/** The ids of the checked dictionary values, in page order. */
export function chosenValueIds(radios: Iterable<HTMLInputElement>): number[] {
  return [...radios].filter((radio) => radio.checked && /^\d+$/.test(radio.value)).map((radio) => Number(radio.value));
}

/** A choice the server answered for: what a failed request puts back. */
export interface ConfirmedChoice {
  checked: readonly HTMLInputElement[];
  /** undefined while nobody has chosen on this page: the server's markup stands. */
  variant: ProductVariant | undefined;
}

export interface VariantRequest {
  productId: number;
  /** Where theme scripts hear `storefront:variant`: the island's hook. */
  hook: HTMLElement;
  radios: readonly HTMLInputElement[];
  confirmed: ConfirmedChoice;
  report: IslandContext['report'];
  /** Aborted by a newer choice or by the island going: the request and any late answer are then dropped quietly. */
  signal: AbortSignal;
}

/**
 * Asks the server for the variant of the radios' choice (spec: GetOptions) and publishes it in the
 * shared variant state, 'pending' meanwhile (what shows the page busy), with the view the product's
 * parts render (the new choice makes any message on the form stale). When the call fails the
 * confirmed choice is put back, and the failure logged, announced and said on the product form, as
 * its one message. Never rejects. Once the variant has been painted, theme scripts hear it
 * (`storefront:variant`), unless a newer choice has taken its place by then.
 * Resolves to the newly confirmed choice, or undefined when nothing new was confirmed.
 */
export async function chooseVariant({ productId, hook, radios, confirmed, report, signal }: VariantRequest): Promise<ConfirmedChoice | undefined> {
  const previous = productVariant(productId);
  setProductVariant(productId, { optionId: previous?.optionId ?? -1, cartEnabled: false, images: previous?.images ?? null, status: 'pending', view: previous?.view });
  try {
    // The request waits for the checked radio to show: building and sending it is most of a click's work (INP).
    // The cart is locked already, by the pending state.
    await afterNextPaint();
    if (signal.aborted) return undefined;
    const d = await getOptions({ dicts: chosenValueIds(radios), pid: productId }, { signal });
    // An answer that arrived just as a newer choice was made is stale all the same.
    if (signal.aborted) return undefined;
    const variant: ProductVariant = { optionId: d.OptionId, cartEnabled: d.CartEnabled, images: d.Images, status: 'confirmed', view: variantView(d) };
    setProductVariant(productId, variant);
    void afterNextPaint().then(() => {
      if (!signal.aborted) dispatch(hook, 'storefront:variant', variantEventDetail(productId, d));
    });
    return { checked: radios.filter((radio) => radio.checked), variant };
  } catch (error) {
    if (isAbort(error) || signal.aborted) return undefined;
    report('could not load the chosen variant; the previous choice is back', error);
    for (const radio of radios) radio.checked = confirmed.checked.includes(radio);
    const failed = message('product-options.failed');
    // In one batch: the confirmed variant back would bring back an older message said about it, for a moment.
    batch(() => {
      setProductVariant(productId, confirmed.variant);
      sayOnProductForm(productId, 'options', failed);
    });
    announce(failed);
    return undefined;
  }
}
