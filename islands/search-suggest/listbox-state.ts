import { optionCount, type SuggestGroup, type SuggestOption } from './suggestion-groups';

/** What the suggestion listbox shows: its options, whether it is open, and the active option (-1: none). */
export interface ListboxState {
  groups: readonly SuggestGroup[];
  open: boolean;
  active: number;
}

export type ListboxAction =
  /** New options, none active; open only when there are any. */
  | { type: 'show'; groups: readonly SuggestGroup[] }
  /** The options the listbox still has, shown again. */
  | { type: 'reopen' }
  | { type: 'move'; step: 1 | -1 }
  /** Typing: the text is the shopper's again, no option is active. */
  | { type: 'deactivate' }
  | { type: 'close' }
  /** Closed and emptied, so Down cannot reopen the options of another text. */
  | { type: 'discard' };

export const emptyListbox: ListboxState = { groups: [], open: false, active: -1 };

export function listboxReducer(state: ListboxState, action: ListboxAction): ListboxState {
  switch (action.type) {
    case 'show':
      return { groups: action.groups, open: optionCount(action.groups) > 0, active: -1 };
    case 'reopen':
      return { ...state, open: optionCount(state.groups) > 0 };
    case 'move': {
      const count = optionCount(state.groups);
      if (!state.open || count === 0) return state;
      // From "no active option", Down goes to the first and Up to the last; both wrap around.
      const active = state.active === -1 ? (action.step > 0 ? 0 : count - 1) : (state.active + action.step + count) % count;
      return { ...state, active };
    }
    case 'deactivate':
      return state.active === -1 ? state : { ...state, active: -1 };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'discard':
      return emptyListbox;
  }
}

/** The option Enter would open: the active one, while the listbox is open. */
export function activeOption(state: ListboxState): SuggestOption | undefined {
  return state.open ? state.groups.flatMap((group) => group.options)[state.active] : undefined;
}
