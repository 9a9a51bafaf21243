// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../shared/constants';
import { form, input, opened, options, panel, queries, searchSuggestUnderTest, settle, wake } from '../../test-support/search-suggest-under-test';

searchSuggestUnderTest();

describe('search-suggest island, first touch', () => {
  it('acts on text typed before it woke: the text stays, focus stays, and suggestions for it follow', async () => {
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('kurtka');
    await wake();
    expect(input.value).toBe('kurtka');
    expect(document.activeElement).toBe(input);
    expect(queries).toEqual([]);
    await opened();
    expect(queries).toEqual(['kurtka']);
    expect(options()[0]!.textContent).toContain('kurtka');
  });

  it('wakes without taking the form apart: no server node moves and the field never loses focus', async () => {
    input.focus();
    const serverNodes = [...form.childNodes];
    const blurs: string[] = [];
    input.addEventListener('blur', () => blurs.push('blur'));
    const moved = new MutationObserver(() => undefined);
    moved.observe(form, { childList: true, subtree: true });
    await wake();
    const removed = moved.takeRecords().flatMap((record) => [...record.removedNodes]);
    moved.disconnect();
    expect(removed).toEqual([]);
    expect(blurs).toEqual([]);
    expect([...form.childNodes].slice(0, serverNodes.length)).toEqual(serverNodes);
    expect(form.querySelector('.search-suggest__panel')).not.toBeNull();
  });

  it('asks nothing for text under the threshold', async () => {
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('k');
    await wake();
    await settle();
    expect(queries).toEqual([]);
    expect(panel().hidden).toBe(true);
  });

  it('shows the last phrases in an empty focused field', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty"]');
    input.focus();
    await wake();
    await waitFor(() => expect(panel().hidden).toBe(false));
    expect(options().map((o) => o.textContent)).toEqual(['buty']);
  });

  it('leaves a field without focus alone', async () => {
    input.value = 'kurtka';
    await wake();
    await settle();
    expect(queries).toEqual([]);
  });
});
