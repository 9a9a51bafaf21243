import { advancedSearch, isAbort } from '../../shared/api';
import { formatPrice, plural } from '../../shared/format';
import { priceBounds } from '../../shared/state/price-bounds';
import { announce } from '../../shared/ui/announce';
import { whileLoading } from '../../shared/ui/loading-indicator';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { replaceProducerOptions } from './producer-options';
import type { advancedSearchSchema } from './schema';

type Props = PropsOf<typeof advancedSearchSchema>;

/** The "all categories" option has the empty value; the shop answers category 0 with the whole catalogue. */
const ALL_CATEGORIES_ID = 0;

function selectNamed(form: HTMLFormElement, name: string): HTMLSelectElement {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLSelectElement)) throw new Error(`the form has no <select name="${name}">`);
  return field;
}

/**
 * The advanced search form: choosing a category asks the shop for its producers and price bounds.
 * The form itself submits as a plain GET, so it works the same with or without this island; the
 * price slider (its own island) follows the bounds through the priceBounds signal.
 */
const advancedSearchIsland: IslandModule<Props> = {
  mount(form, props, context) {
    if (!(form instanceof HTMLFormElement)) throw new Error('the hook must be a <form>');
    const category = selectNamed(form, props.categoryField);
    const producer = selectNamed(form, props.producerField);
    let inFlight: AbortController | null = null;

    const refresh = async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const categoryId = category.value === '' ? ALL_CATEGORIES_ID : Number(category.value);
      try {
        if (!Number.isInteger(categoryId)) throw new Error(`the chosen category "${category.value}" is not an id`);
        const answer = await whileLoading(advancedSearch({ categoryId }, { signal: controller.signal }));
        if (inFlight !== controller) return;
        replaceProducerOptions(producer, answer.producers);
        priceBounds.value = { min: answer.min, max: answer.max };
        const count = answer.producers.length;
        announce(
          `${count} ${plural(count, 'producent', 'producenci', 'producentów')}, ceny od ${formatPrice(answer.min)} do ${formatPrice(answer.max)}`,
        );
      } catch (error) {
        if (isAbort(error)) return;
        context.report('could not load the producers and prices of the chosen category; the form still searches', error);
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    };
    const onChange = () => void refresh();

    category.addEventListener('change', onChange);
    // A category chosen before this island woke (or restored by the browser on Back) is acted on now.
    const serverChoice = [...category.options].find((option) => option.defaultSelected)?.value ?? '';
    if (category.value !== serverChoice) void refresh();

    return () => {
      category.removeEventListener('change', onChange);
      inFlight?.abort();
    };
  },
};

export default advancedSearchIsland;
