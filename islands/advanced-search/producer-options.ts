import type { AdvancedSearchProducer } from '../../shared/api/types';
import { message } from '../../shared/messages/message';

/** A producer option as the island renders it; `server` is the server's own option node, kept while it is offered. */
export interface ProducerOption {
  value: string;
  name: string;
  server?: HTMLOptionElement;
}

/** The select's options as the server made them. */
export const serverProducerOptions = (select: HTMLSelectElement): ProducerOption[] => [...select.options].map((node) => ({ value: node.value, name: node.text, server: node }));

/**
 * The options for a category's producers (names as text): the "all producers" option (value "")
 * first, as shown or in our words when the markup had none, then the producers. An option shown
 * already for the same producer stays the same option, so the shopper's choice stays chosen while it
 * is offered; one no longer offered goes, and the select falls back to all producers.
 */
export function producerOptions(shown: readonly ProducerOption[], producers: readonly AdvancedSearchProducer[]): ProducerOption[] {
  const all = shown.find((option) => option.value === '') ?? { value: '', name: message('advanced-search.all-producers') };
  const servers = new Map(shown.flatMap((option) => (option.server ? [[option.value, option.server] as const] : [])));
  return [all, ...producers.map((producer) => ({ value: String(producer.id), name: producer.name, server: servers.get(String(producer.id)) }))];
}
