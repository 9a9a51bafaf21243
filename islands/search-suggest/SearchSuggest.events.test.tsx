// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test-support/fake-fetch';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../shared/constants';
import { heardEvents, type Heard } from '../../test-support/heard-events';
import { listenerErrorsAsInBrowsers } from '../../test-support/listener-errors';
import { answerFor, form, input, mount, opened, options, panel, queries, searchSuggestUnderTest, settle } from '../../test-support/search-suggest-under-test';

searchSuggestUnderTest();

const results = (heard: Heard<'storefront:search'>[]) => Promise.all(heard.map(({ detail }) => detail.result));

describe('search-suggest island, storefront:search', () => {
  it('tells theme scripts of each request, once, on the form, and how many of each its suggestions show', async () => {
    const heard = heardEvents('storefront:search');
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('kurtka');
    await opened();
    expect(heard).toEqual([{ target: form, detail: { query: 'kurtka', result: expect.any(Promise) } }]);
    expect(await results(heard)).toEqual([{ products: 1, producers: 1, categories: 0 }]);
  });

  it('tells once of text typed before it woke, under StrictMode', async () => {
    const heard = heardEvents('storefront:search');
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('buty');
    mount();
    await opened();
    await settle();
    expect(queries).toEqual(['buty']);
    expect(heard.map(({ detail }) => detail.query)).toEqual(['buty']);
  });

  it('tells of nothing shown for a superseded query, a failed call and a request the unmount dropped', async () => {
    const heard = heardEvents('storefront:search');
    stubFetch(async (request) => {
      const { query } = (await request.clone().json()) as { query: string };
      queries.push(query);
      if (query === 'kurtka') return new Promise<Response>(() => undefined);
      if (query === 'buty') return new Response('{"message":"x"}', { status: 500 });
      return new Response(JSON.stringify(answerFor(query)));
    });
    const { context, unmount } = mount();
    fireEvent.input(input, { target: { value: 'kurtka' } });
    await waitFor(() => expect(queries).toEqual(['kurtka']), { timeout: 2000 });
    fireEvent.input(input, { target: { value: 'buty' } });
    await waitFor(() => expect(context.report).toHaveBeenCalledOnce(), { timeout: 2000 });
    fireEvent.input(input, { target: { value: 'kurtka' } });
    await waitFor(() => expect(queries).toEqual(['kurtka', 'buty', 'kurtka']), { timeout: 2000 });
    act(unmount);
    expect(heard.map(({ detail }) => detail.query)).toEqual(['kurtka', 'buty', 'kurtka']);
    expect(await results(heard)).toEqual([null, null, null]);
  });

  it('tells nothing of the last phrases shown on focus: they are the browser’s own, no request', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '["buty"]');
    const heard = heardEvents('storefront:search');
    mount();
    await userEvent.setup().click(input);
    expect(options().map((o) => o.textContent)).toEqual(['buty']);
    await settle();
    expect(heard).toEqual([]);
  });

  it("shows the suggestions when a theme script's listener throws", async () => {
    const { reported } = listenerErrorsAsInBrowsers();
    const failure = new Error('theme script broke');
    form.addEventListener('storefront:search', () => {
      throw failure;
    });
    mount();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('kurtka');
    await opened();
    expect(panel().hidden).toBe(false);
    expect(reported).toEqual([failure]);
  });
});
