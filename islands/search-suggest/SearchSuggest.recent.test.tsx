// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../shared/constants';
import { form, input, listbox, mount, options, panel, searchSuggestUnderTest, serverMarkup } from '../../test-support/search-suggest-under-test';

searchSuggestUnderTest();

describe('search-suggest island', () => {
  it('lets Enter submit the search when no option is active, and remembers the phrase', async () => {
    const submitted = vi.fn((event: SubmitEvent) => expect(event.defaultPrevented).toBe(false));
    form.addEventListener('submit', submitted, { capture: true });
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('namiot{Enter}');
    expect(submitted).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['namiot']);
  });

  it('shows the last phrases when the empty field gets focus; a click on one searches for it and moves it up', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty","kurtka"]');
    mount();
    const user = userEvent.setup();
    await user.click(input);
    expect(panel().hidden).toBe(false);
    expect(within(listbox()).getByRole('group', { name: 'Ostatnio wyszukiwane' })).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual(['buty', 'kurtka']);
    expect(options()[1]!.getAttribute('href')).toBe('/szukaj?q=kurtka');
    await user.click(options()[1]!);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['kurtka', 'buty']);
  });

  it('by keyboard: Down on the empty field opens the last phrases', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty"]');
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(panel().hidden).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(panel().hidden).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('offers no history from broken storage, and keeps none with data-keep-recent="false"', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{"oops": true');
    const first = mount();
    const user = userEvent.setup();
    await user.click(input);
    expect(panel().hidden).toBe(true);
    first.unmount();

    serverMarkup();
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty"]');
    mount(false);
    await user.click(input);
    expect(panel().hidden).toBe(true);
    await user.keyboard('namiot{Enter}');
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('["buty"]');
  });
});
