import { useEffect, useState } from 'react';
import { isAbort } from '../../shared/api';
import { differsFromServer } from '../../shared/forms/server-state';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { applyCategory } from './category-answer';
import { readAdvancedSearch, type AdvancedSearchMarkup } from './read-advanced-search';
import type { advancedSearchSchema } from './schema';

type Props = PropsOf<typeof advancedSearchSchema> & AdvancedSearchMarkup & IslandProps;

export const read = readAdvancedSearch;

export const drawsNothing = true;

/**
 * The advanced search form: choosing a category asks the shop for its producers and price bounds.
 * The form and its fields stay the server's (it submits as a plain GET, with or without this
 * island); the price slider, its own island inside, follows the bounds through priceBounds.
 */
export default function AdvancedSearch({ category, producer, context }: Props) {
  // A category chosen before this island woke (or restored by the browser on Back) is acted on at once.
  const [chosen, setChosen] = useState(() => (differsFromServer(category) ? category.value : null));

  useEffect(() => {
    const onChange = () => setChosen(category.value);
    category.addEventListener('change', onChange);
    return () => category.removeEventListener('change', onChange);
  }, [category]);

  // A newer choice, or the island going, aborts the request of the older one.
  useEffect(() => {
    if (chosen === null) return undefined;
    const request = new AbortController();
    // Once React's commit is over: the loading indicator and the live region draw themselves at once
    // (flushSync), which React cannot do inside a commit.
    queueMicrotask(() => {
      if (request.signal.aborted) return;
      applyCategory(chosen, producer, request.signal).catch((error: unknown) => {
        if (!isAbort(error)) context.report('could not load the producers and prices of the chosen category; the form still searches', error);
      });
    });
    return () => request.abort();
  }, [chosen, producer, context]);

  return null;
}
