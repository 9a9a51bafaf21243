import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { searchSuggestions } from '../../shared/api';
import { dispatch as dispatchPublicEvent } from '../../shared/events/dispatch';
import { isNarrow } from '../../shared/state/viewport';
import { safeStorage } from '../../shared/storage';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { announce } from '../../shared/ui/announce';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { activeOption, emptyListbox, listboxReducer } from './listbox-state';
import { readSearchForm, type SearchFormMarkup } from './read-search-form';
import { readRecentPhrases, rememberPhrase } from './recent-phrases';
import { searchSuggestSchema } from './schema';
import { countMessage, optionCount, recentGroup, shownCounts, suggestionGroups, type SuggestGroup, type SuggestOption } from './suggestion-groups';
import { SuggestionListbox } from './SuggestionListbox';
import { wantsSuggestions } from './thresholds';
import { useSuggestions } from './use-suggestions';

export const schema = searchSuggestSchema;

type Props = PropsOf<typeof searchSuggestSchema> & SearchFormMarkup & IslandProps;

export const read = readSearchForm;

/**
 * Header search: a WAI-ARIA combobox with a listbox popup (APG). The form is the hook, adopted as it
 * is: the field above all stays the same node, since the shopper is often typing in it as the island
 * wakes (its focus wakes it), and keeps its focus and text. React makes the field the combobox, and
 * adds the listbox panel at the form's end and the loading spinner beside the field. Focus stays in
 * the field; the active option is its aria-activedescendant.
 */
export default function SearchSuggest({ keepRecent, nodes, input, resultsUrl, context }: Props) {
  useSignals();
  const narrow = isNarrow.value;
  const form = context.element;
  const listboxId = `${input.id || 'search-suggest'}-listbox`;
  const [listbox, dispatch] = useReducer(listboxReducer, emptyListbox);
  const [loading, setLoading] = useState(false);
  const activeRef = useRef<HTMLAnchorElement>(null);

  const show = (groups: readonly SuggestGroup[]) => {
    announce(countMessage(optionCount(groups)));
    dispatch({ type: 'show', groups });
    return groups;
  };
  const requests = useSuggestions((query, signal) => searchSuggestions({ query }, { signal }), {
    loading: setLoading,
    answer: (answer) => show(suggestionGroups(answer, listboxId)),
    failed: (query, error) => {
      dispatch({ type: 'discard' });
      context.report(`could not load suggestions for "${query}"`, error);
    },
    sent: (query, shown) => {
      // Apart from the dispatch: inside its detail, TypeScript would type `then` by every event's result.
      const result = shown.then((groups) => (groups ? shownCounts(groups) : null));
      dispatchPublicEvent(form, 'storefront:search', { query, result });
    },
  });

  // In braces: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
  useLayoutEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [listbox.active]);

  const showRecent = () => {
    const phrases = keepRecent ? readRecentPhrases(safeStorage) : [];
    if (phrases.length === 0) dispatch({ type: 'discard' });
    else show(recentGroup(phrases, resultsUrl, listboxId));
  };
  // Any change of the text supersedes the query in flight, even before the next one goes out.
  const fieldChanged = () => {
    requests.cancel();
    if (wantsSuggestions(input.value, narrow)) requests.ask(input.value.trim());
    else if (input.value.trim() === '') showRecent();
    else dispatch({ type: 'discard' });
  };
  const caughtUp = useEffectEvent(fieldChanged);
  const onInput = () => {
    dispatch({ type: 'deactivate' });
    fieldChanged();
  };
  const onFocus = () => {
    if (input.value.trim() === '') showRecent();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (listbox.open) dispatch({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1 });
        else if (input.value.trim() === '') showRecent();
        else dispatch({ type: 'reopen' });
        return;
      case 'Enter':
        if (!activeOption(listbox)) return; // No active option: the form submits the search.
        event.preventDefault();
        activeRef.current?.click();
        return;
      case 'Escape':
        // The first Escape closes, the second clears: a text field has no clearing of its own.
        if (listbox.open) {
          event.preventDefault();
          requests.cancel();
          dispatch({ type: 'close' });
        } else if (input.value !== '') {
          event.preventDefault();
          event.currentTarget.value = '';
          requests.cancel();
        }
        return;
    }
  };
  const onSubmit = useEffectEvent(() => {
    requests.cancel();
    dispatch({ type: 'close' });
    if (keepRecent) rememberPhrase(safeStorage, input.value);
  });

  useEffect(() => {
    const onFocusout = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && form.contains(event.relatedTarget)) return;
      requests.cancel();
      dispatch({ type: 'close' });
    };
    const onOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && form.contains(event.target))) dispatch({ type: 'close' });
    };
    // One signal removes every listener on unmount.
    const listening = new AbortController();
    const on = { signal: listening.signal };
    form.addEventListener('submit', onSubmit, on);
    form.addEventListener('focusout', onFocusout, on);
    document.addEventListener('pointerdown', onOutside, on);
    return () => listening.abort();
  }, [form, requests]);

  // Keys are not held while the island wakes, so the field may already hold text: it is acted on as
  // typing would be, and again when the screen crosses the breakpoint. After the microtasks of this
  // commit, so an effect run again for the same mount (StrictMode's) asks once.
  useEffect(() => {
    if (document.activeElement !== input) return undefined;
    let live = true;
    queueMicrotask(() => live && caughtUp());
    return () => {
      live = false;
    };
  }, [input, narrow]);

  const choose = (option: SuggestOption) => {
    if (option.phrase !== undefined && keepRecent) rememberPhrase(safeStorage, option.phrase);
    dispatch({ type: 'close' });
  };
  const field = (
    <>
      <Adopt
        node={input}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listboxId}
        aria-expanded={listbox.open}
        aria-activedescendant={activeOption(listbox)?.id}
        onInput={onInput}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      />
      <Added>
        <span className="search-suggest__spinner" aria-hidden="true" hidden={!loading} />
      </Added>
    </>
  );
  return (
    <>
      {adoptNodes(nodes, new Map([[input, field]]))}
      <Added>
        <div className="search-suggest__panel" hidden={!listbox.open}>
          <SuggestionListbox id={listboxId} groups={listbox.groups} active={listbox.active} activeRef={activeRef} onChoose={choose} />
        </div>
      </Added>
    </>
  );
}
