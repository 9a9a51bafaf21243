import { describe, expect, it } from 'vitest';
import { activeOption, emptyListbox, listboxReducer, type ListboxAction, type ListboxState } from './listbox-state';
import type { SuggestGroup } from './suggestion-groups';

const option = (id: string) => ({ id, label: id, href: `/${id}` });
const groups: SuggestGroup[] = [
  { id: 'lb-products', kind: 'products', label: 'Produkty', options: [option('a'), option('b')] },
  { id: 'lb-producers', kind: 'producers', label: 'Producenci', options: [option('c')] },
];

const run = (...actions: ListboxAction[]) => actions.reduce<ListboxState>(listboxReducer, emptyListbox);
const shown = { type: 'show', groups } as const;
const down = { type: 'move', step: 1 } as const;
const up = { type: 'move', step: -1 } as const;

describe('listboxReducer', () => {
  it('opens on new options with none active, and stays closed on none', () => {
    expect(run(shown)).toEqual({ groups, open: true, active: -1 });
    expect(run(shown, { type: 'show', groups: [] })).toEqual(emptyListbox);
  });

  it('moves through every group: Down from none to the first, Up from none to the last, both wrapping', () => {
    expect(run(shown, down).active).toBe(0);
    expect(run(shown, down, down, down).active).toBe(2);
    expect(run(shown, down, down, down, down).active).toBe(0);
    expect(run(shown, up).active).toBe(2);
    expect(run(shown, up, up, up).active).toBe(0);
  });

  it('does not move in a closed listbox', () => {
    expect(run(shown, { type: 'close' }, down)).toEqual({ groups, open: false, active: -1 });
  });

  it('closes without an active option, reopens with the options kept, and discards them', () => {
    const closed = run(shown, down, { type: 'close' });
    expect(closed).toEqual({ groups, open: false, active: -1 });
    expect(listboxReducer(closed, { type: 'reopen' })).toEqual({ groups, open: true, active: -1 });
    expect(run(shown, { type: 'discard' }, { type: 'reopen' })).toEqual(emptyListbox);
  });

  it('keeps the same state when nothing changes, so nothing is drawn again', () => {
    const state = run(shown);
    expect(listboxReducer(state, { type: 'deactivate' })).toBe(state);
    expect(listboxReducer(emptyListbox, { type: 'close' })).toBe(emptyListbox);
  });
});

describe('activeOption', () => {
  it('is the active option of an open listbox only', () => {
    expect(activeOption(run(shown, up))).toEqual(option('c'));
    expect(activeOption(run(shown))).toBeUndefined();
    expect(activeOption({ groups, open: false, active: 1 })).toBeUndefined();
  });
});
