import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { isAbort } from '../../shared/api';
import { differsFromServer } from '../../shared/forms/server-state';
import { priceBounds } from '../../shared/state/price-bounds';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { announce } from '../../shared/ui/announce';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { describeAnswer, loadCategory } from './category-answer';
import { producerOptions, type ProducerOption } from './producer-options';
import { readAdvancedSearch, type AdvancedSearchMarkup } from './read-advanced-search';
import { advancedSearchSchema } from './schema';

export const schema = advancedSearchSchema;

type Props = PropsOf<typeof advancedSearchSchema> & AdvancedSearchMarkup & IslandProps;

export const read = readAdvancedSearch;

/** The server's children of the producer select as React elements: its options keyed by value, as the producers' options are. */
const serverChildren = (nodes: readonly Node[]): ReactNode[] =>
  nodes.map((node) => (node instanceof HTMLOptionElement ? <Adopt key={node.value} node={node} /> : node instanceof Text ? node.data : null));

/** A kept server option shows the answer's name (the producer's, not the theme's words); "all producers" keeps the theme's. */
const optionOf = (option: ProducerOption) =>
  option.server ? (
    <Adopt key={option.value} node={option.server}>
      {option.value === '' ? undefined : option.name}
    </Adopt>
  ) : (
    <option key={option.value} value={option.value}>
      {option.name}
    </option>
  );

/**
 * The advanced search form: choosing a category asks the shop for its producers and price bounds.
 * The form is adopted as the server made it (it submits as a plain GET, with or without this island);
 * React renders the producer options into the theme's select, keeping an option that is still offered
 * as the same node, so the shopper's producer stays chosen. The price slider, its own island inside,
 * follows the bounds through priceBounds.
 */
export default function AdvancedSearch({ nodes, category, producer, producerNodes, serverProducers, context }: Props) {
  // null until the first answer: the server's options stand.
  const [options, setOptions] = useState<readonly ProducerOption[] | null>(null);
  const request = useRef<AbortController | null>(null);

  // A newer choice, or the island going, aborts the request of the older one.
  const choose = (value: string) => {
    request.current?.abort();
    const current = new AbortController();
    request.current = current;
    loadCategory(value, current.signal)
      .then((answer) => {
        if (current.signal.aborted) return;
        setOptions((shown) => producerOptions(shown ?? serverProducers, answer.producers));
        priceBounds.value = { min: answer.min, max: answer.max };
        announce(describeAnswer(answer));
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) context.report('could not load the producers and prices of the chosen category; the form still searches', error);
      });
  };

  // A category chosen before this island woke (or restored by the browser on Back) is acted on at once.
  const catchUp = useEffectEvent(() => {
    if (differsFromServer(category)) choose(category.value);
  });
  useEffect(() => {
    catchUp();
    return () => request.current?.abort();
  }, []);

  const owned = new Map<Element, ReactNode>([
    [category, <Adopt node={category} onChange={() => choose(category.value)} />],
    [producer, <Adopt node={producer}>{options ? options.map(optionOf) : serverChildren(producerNodes)}</Adopt>],
  ]);
  return adoptNodes(nodes, owned);
}
