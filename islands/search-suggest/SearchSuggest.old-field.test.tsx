// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reaches, runtimeUnderTest } from '../../test-support/runtime-under-test';
import type { HookDefinition } from '../runtime/types';

const { errors, start } = runtimeUnderTest();

/** The island as the registry has it, its real chunk woken by boot's own runtime. */
const searchSuggest = { wake: 'interaction', load: () => import('./SearchSuggest') } as unknown as HookDefinition;

describe('search-suggest on a header written for 0.x', () => {
  it('leaves an <input type="search"> as the server drew it, logging one line that names the upgrade note', async () => {
    document.body.innerHTML =
      '<form class="header-search" role="search" method="get" action="/szukaj" data-island="search-suggest"><label for="q">Szukaj produktów</label><input type="search" id="q" name="q" autocomplete="off"><button type="submit">Szukaj</button></form>';
    const form = document.querySelector('form')!;
    const html = form.outerHTML;
    start({ 'search-suggest': searchSuggest });
    await userEvent.click(screen.getByRole('searchbox', { name: 'Szukaj produktów' }));
    await reaches(form, 'failed');
    await userEvent.keyboard('kurtka');
    expect(screen.getByRole('searchbox', { name: 'Szukaj produktów' })).toHaveProperty('value', 'kurtka');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(form.outerHTML).toBe(html.replace('data-island="search-suggest"', 'data-island="search-suggest" data-island-state="failed"'));
    expect(errors).toEqual([
      '[storefront] island "search-suggest" on <form.header-search>: could not start; the server markup stays: the search field must be <input type="text" enterkeyhint="search">: an <input type="search"> cannot take the combobox role; upgrade note: CHANGELOG.md, 1.0.0, For integrators, "The header search field is a text input"',
    ]);
  });
});
