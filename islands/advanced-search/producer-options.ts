import type { AdvancedSearchProducer } from '../../shared/api/types';

export const ALL_PRODUCERS_LABEL = 'Wszyscy producenci';

function option(text: string, value: string): HTMLOptionElement {
  const node = document.createElement('option');
  node.value = value;
  node.textContent = text;
  return node;
}

/**
 * Replaces the producer options with the category's producers (names as text), keeping the
 * "all producers" option (value "") and the shopper's choice when it is still offered.
 */
export function replaceProducerOptions(select: HTMLSelectElement, producers: readonly AdvancedSearchProducer[]): void {
  const chosen = select.value;
  const all = [...select.options].find((node) => node.value === '') ?? option(ALL_PRODUCERS_LABEL, '');
  const offered = producers.map((producer) => option(producer.name, String(producer.id)));
  select.replaceChildren(all, ...offered);
  select.value = offered.some((node) => node.value === chosen) ? chosen : '';
}
