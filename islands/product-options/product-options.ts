import { getOptions, isAbort } from '../../shared/api';
import { differsFromServer } from '../../shared/forms/server-state';
import { setProductVariant, productVariant, type ProductVariant } from '../../shared/state/product-variant';
import { announce } from '../../shared/ui/announce';
import { markBusy } from '../../shared/ui/busy';
import { inlineMessage } from '../../shared/ui/inline-message';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { renderVariant } from './render-variant';
import type { productOptionsSchema } from './schema';
import { variantView } from './variant-view';

export const OPTION_FAILURE_MESSAGE = 'Nie udało się wczytać wybranego wariantu. Spróbuj ponownie.';
const RADIOS = 'fieldset.product-option[data-dictionary-id] input[type="radio"]';

/** The ids of the checked dictionary values, in page order. */
export function chosenValueIds(radios: Iterable<HTMLInputElement>): number[] {
  return [...radios].filter((radio) => radio.checked && /^\d+$/.test(radio.value)).map((radio) => Number(radio.value));
}

const productOptions: IslandModule<PropsOf<typeof productOptionsSchema>> = {
  mount(element, { productId }, context) {
    const radios = () => element.querySelectorAll<HTMLInputElement>(RADIOS);
    if (radios().length === 0) throw new Error('the hook holds no fieldset.product-option[data-dictionary-id] with radio buttons');

    // The last choice the server confirmed, to fall back on when a request fails: the server's own
    // marks, as a value may have been chosen before the island woke.
    let confirmed = { checked: [...radios()].filter((radio) => radio.defaultChecked), variant: productVariant(productId) };
    let current: AbortController | undefined;
    const message = inlineMessage('form-error product-options__error', (p) => element.append(p));

    const setBusy = (busy: boolean) => {
      markBusy(element, busy);
      document.getElementById('product-price')?.classList.toggle('is-updating', busy);
    };
    const restoreConfirmed = () => {
      radios().forEach((radio) => (radio.checked = confirmed.checked.includes(radio)));
      setProductVariant(productId, confirmed.variant);
    };

    async function choose(): Promise<void> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const previous = productVariant(productId);
      setProductVariant(productId, { optionId: previous?.optionId ?? -1, cartEnabled: false, images: previous?.images ?? null, status: 'pending' });
      message.show('');
      setBusy(true);
      try {
        const d = await getOptions({ dicts: chosenValueIds(radios()), pid: productId }, { signal: controller.signal });
        if (current !== controller) return;
        renderVariant(variantView(d));
        const variant: ProductVariant = { optionId: d.OptionId, cartEnabled: d.CartEnabled, images: d.Images, status: 'confirmed' };
        setProductVariant(productId, variant);
        confirmed = { checked: [...radios()].filter((radio) => radio.checked), variant };
      } catch (error) {
        if (isAbort(error) || current !== controller) return;
        context.report('could not load the chosen variant; the previous choice is back', error);
        restoreConfirmed();
        message.show(OPTION_FAILURE_MESSAGE);
        announce(OPTION_FAILURE_MESSAGE);
      } finally {
        if (current === controller) {
          current = undefined;
          setBusy(false);
        }
      }
    }

    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(RADIOS)) void choose();
    };
    element.addEventListener('change', onChange);
    // A value chosen before the island woke is checked already (the runtime leaves a radio to the
    // browser, so the first touch answers at once): its variant is fetched now.
    if ([...radios()].some(differsFromServer)) void choose();
    return () => {
      element.removeEventListener('change', onChange);
      message.remove();
      if (current) {
        current.abort();
        setProductVariant(productId, confirmed.variant);
      }
    };
  },
};

export default productOptions;
