import { effect } from '@preact/signals-react';
import { isAbort, searchSuggestions } from '../../shared/api';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { isNarrow } from '../../shared/state/viewport';
import { safeStorage } from '../../shared/storage';
import { announce } from '../../shared/ui/announce';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { renderGroups } from './listbox-view';
import { readRecentPhrases, rememberPhrase } from './recent-phrases';
import type { searchSuggestSchema } from './schema';
import { countMessage, optionCount, recentGroup, suggestionGroups, type SuggestGroup } from './suggestion-groups';
import { wantsSuggestions } from './thresholds';

type Props = PropsOf<typeof searchSuggestSchema>;

/** The combobox attributes the island adds; removed again on unmount so the server markup is left as it was. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'];

/**
 * Header search: a WAI-ARIA combobox with a listbox popup (APG), vanilla because it is on every page
 * and must not cost React. Focus stays in the input; the active option is aria-activedescendant.
 */
const searchSuggest: IslandModule<Props> = {
  mount(form, props, context) {
    const input = form.querySelector('input[type="search"]');
    if (!(form instanceof HTMLFormElement) || !(input instanceof HTMLInputElement)) {
      throw new Error('the hook must be a <form> containing an <input type="search">');
    }
    const listboxId = `${input.id || 'search-suggest'}-listbox`;
    const panel = document.createElement('div');
    panel.className = 'search-suggest__panel';
    panel.hidden = true;
    const listbox = document.createElement('div');
    listbox.className = 'search-suggest__listbox';
    listbox.id = listboxId;
    listbox.setAttribute('role', 'listbox');
    listbox.setAttribute('aria-label', 'Podpowiedzi wyszukiwania');
    panel.append(listbox);
    const spinner = document.createElement('span');
    spinner.className = 'search-suggest__spinner';
    spinner.setAttribute('aria-hidden', 'true');
    form.classList.add('search-suggest');
    input.after(spinner);
    form.append(panel);

    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', listboxId);

    let options: HTMLAnchorElement[] = [];
    let active = -1;
    let inFlight: AbortController | null = null;
    // Bumped by every new request and every cancel: only the answer of the latest request is shown.
    let generation = 0;

    const setLoading = (loading: boolean) => form.classList.toggle('search-suggest--loading', loading);

    const setActive = (index: number) => {
      options[active]?.setAttribute('aria-selected', 'false');
      active = index;
      const option = options[index];
      if (!option) {
        input.removeAttribute('aria-activedescendant');
        return;
      }
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    };

    const close = () => {
      setActive(-1);
      panel.hidden = true;
      input.setAttribute('aria-expanded', 'false');
    };

    // Closes and forgets the options, so Down cannot reopen suggestions for another text.
    const discard = () => {
      close();
      options = renderGroups(listbox, []);
    };

    const show = (groups: SuggestGroup[]) => {
      const count = optionCount(groups);
      announce(countMessage(count));
      setActive(-1);
      options = renderGroups(listbox, groups);
      if (count === 0) return close();
      panel.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    };

    const cancelRequest = () => {
      generation += 1;
      fetchLater.cancel();
      inFlight?.abort();
      inFlight = null;
      setLoading(false);
    };

    const fetchSuggestions = async (query: string) => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const mine = ++generation;
      setLoading(true);
      try {
        const answer = await searchSuggestions({ query }, { signal: controller.signal });
        if (mine === generation) show(suggestionGroups(answer, listboxId));
      } catch (error) {
        if (isAbort(error) || mine !== generation) return;
        discard();
        context.report(`could not load suggestions for "${query}"`, error);
      } finally {
        if (mine === generation) {
          inFlight = null;
          setLoading(false);
        }
      }
    };
    const fetchLater = debounce((query: string) => void fetchSuggestions(query), SEARCH_DEBOUNCE_MS);

    const resultsUrl = (phrase: string) => {
      const target = new URL(form.action || location.href);
      target.search = new URLSearchParams({ [input.name || 'q']: phrase }).toString();
      return target.pathname + target.search;
    };
    const showRecent = () => {
      const phrases = props.keepRecent ? readRecentPhrases(safeStorage) : [];
      if (phrases.length === 0) return discard();
      show(recentGroup(phrases, resultsUrl, listboxId));
    };

    // Any change of the text supersedes the query in flight, even before the next one goes out.
    const update = () => {
      cancelRequest();
      if (wantsSuggestions(input.value, isNarrow.value)) return fetchLater(input.value.trim());
      if (input.value.trim() === '') showRecent();
      else discard();
    };

    const onInput = () => {
      setActive(-1);
      update();
    };
    const onFocus = () => {
      if (input.value.trim() === '') showRecent();
    };
    const move = (step: number) => {
      if (panel.hidden) {
        if (input.value.trim() === '') showRecent();
        else if (options.length > 0) {
          panel.hidden = false;
          input.setAttribute('aria-expanded', 'true');
        }
        return;
      }
      const count = options.length;
      if (count === 0) return;
      // From "no active option", Down goes to the first and Up to the last; both wrap around.
      setActive(active === -1 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          move(event.key === 'ArrowDown' ? 1 : -1);
          return;
        case 'Enter': {
          const option = panel.hidden ? undefined : options[active];
          if (!option) return; // No active option: the form submits the search.
          event.preventDefault();
          option.click();
          return;
        }
        case 'Escape':
          // Also stops Chromium's own clearing of a search field, so the first Escape only closes.
          if (!panel.hidden) {
            event.preventDefault();
            cancelRequest();
            close();
          } else if (input.value !== '') {
            event.preventDefault();
            input.value = '';
            cancelRequest();
          }
          return;
      }
    };
    // Keeps focus in the input when an option is pressed, so the click still lands on the option.
    const onListboxPointerdown = (event: PointerEvent) => event.preventDefault();
    const onListboxClick = (event: MouseEvent) => {
      const option = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[role="option"]') : null;
      if (option?.dataset.phrase !== undefined && props.keepRecent) rememberPhrase(safeStorage, option.dataset.phrase);
      close();
    };
    const onSubmit = () => {
      cancelRequest();
      close();
      if (props.keepRecent) rememberPhrase(safeStorage, input.value);
    };
    const onFocusout = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && form.contains(event.relatedTarget)) return;
      cancelRequest();
      close();
    };
    const onOutside = (event: PointerEvent) => {
      if (!panel.hidden && !(event.target instanceof Node && form.contains(event.target))) close();
    };

    // One signal removes every listener on unmount.
    const listening = new AbortController();
    const on = { signal: listening.signal };
    input.addEventListener('input', onInput, on);
    input.addEventListener('focus', onFocus, on);
    input.addEventListener('keydown', onKeydown, on);
    listbox.addEventListener('pointerdown', onListboxPointerdown, on);
    listbox.addEventListener('click', onListboxClick, on);
    form.addEventListener('submit', onSubmit, on);
    form.addEventListener('focusout', onFocusout, on);
    document.addEventListener('pointerdown', onOutside, on);
    // Text typed while this chunk was loading, or a resize across the breakpoint, is acted on at once.
    const stopWatchingWidth = effect(() => {
      void isNarrow.value;
      if (document.activeElement === input) update();
    });

    return () => {
      cancelRequest();
      stopWatchingWidth();
      listening.abort();
      COMBOBOX_ATTRIBUTES.forEach((name) => input.removeAttribute(name));
      form.classList.remove('search-suggest', 'search-suggest--loading');
      spinner.remove();
      panel.remove();
    };
  },
};

export default searchSuggest;
