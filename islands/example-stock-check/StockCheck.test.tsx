// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { message } from '../../shared/messages/message';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { chosenVariant, optionsShop, variant } from '../../test-support/fake-options-shop';
import { renderIsland } from '../../test-support/test-context';
import type { HookDefinition } from '../runtime/types';
import type { StockCheckMarkup } from './read-stock-check';
import { stockCheckSchema } from './schema';
import * as example from './StockCheck';

// The registry line docs/hooks.md shows, checked by the compiler like the real registry's entries.
const entry: HookDefinition<typeof stockCheckSchema, StockCheckMarkup> = { wake: 'interaction', load: () => import('./StockCheck') };

const PAGE = `<form action="/koszyk" method="post">
  <fieldset class="product-option" data-dictionary-id="3">
    <label><input type="radio" name="d3" value="31"> S</label>
    <label><input type="radio" name="d3" value="32" checked> M</label>
  </fieldset>
  <div class="stock-check" data-island="example-stock-check" data-product-id="12"><button type="button">Sprawdź dostępność</button></div>
</form>`;

const hook = () => document.querySelector<HTMLElement>('[data-island]')!;
const press = () => userEvent.click(screen.getByRole('button', { name: 'Sprawdź dostępność' }));
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });

describe('the interactive "write your own island" example', () => {
  beforeEach(() => {
    productVariants.value = new Map();
    document.body.innerHTML = PAGE;
  });

  it('loads through its registry line and adopts the theme button, adding nothing while it hydrates', async () => {
    expect((await entry.load()).default).toBe(example.default);
    const button = screen.getByRole('button');
    renderIsland(example, hook(), { productId: 12 });
    expect(screen.getByRole('button')).toBe(button);
    expect(screen.queryByRole('paragraph')).toBeNull();
  });

  it('asks the server for the chosen option, keeps the hook busy while it asks, then says and announces the answer', async () => {
    const shop = optionsShop({ '32': variant({ ProductState: { Text: 'Dostępny', ColorHex: '#1e7b34', Description: 'Od ręki', DaysAvailability: 1 } }) });
    shop.holdNext();
    renderIsland(example, hook(), { productId: 12 });
    await press();
    expect(shop.calls.map((call) => call.body)).toEqual([{ request: { pid: 12, dicts: [32] } }]);
    expect(hook().getAttribute('aria-busy')).toBe('true');
    expect(hook().className).toBe('stock-check stock-check--busy');
    await act(async () => shop.release());
    expect(await screen.findByRole('paragraph')).toHaveProperty('textContent', 'Dostępny: Od ręki');
    await announced('Dostępny: Od ręki');
    expect(hook().hasAttribute('aria-busy')).toBe(false);
    expect(hook().className).toBe('stock-check');
  });

  it('says a failure and reports it in the island’s one line', async () => {
    const shop = optionsShop({});
    shop.failNext();
    const { context } = renderIsland(example, hook(), { productId: 12 });
    await press();
    expect(await screen.findByRole('paragraph')).toHaveProperty('textContent', message('stock-check.failed'));
    expect(context.report).toHaveBeenCalledWith('could not check the stock', expect.any(ApiError));
  });

  it('waits while a new choice of option is loading', () => {
    renderIsland(example, hook(), { productId: 12 });
    act(() => setProductVariant(12, chosenVariant({}, 'pending')));
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
    act(() => setProductVariant(12, chosenVariant()));
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);
  });

  it('aborts the call when it leaves the page, reporting nothing', async () => {
    const shop = optionsShop({});
    shop.holdNext();
    const { context, unmount } = renderIsland(example, hook(), { productId: 12 });
    await press();
    unmount();
    expect(shop.calls[0]!.signal.aborted).toBe(true);
    expect(context.report).not.toHaveBeenCalled();
  });

  it('names what is missing from its markup', () => {
    document.body.innerHTML = '<div data-island="example-stock-check" data-product-id="12">Sprawdź dostępność</div>';
    expect(() => example.read(hook())).toThrow('the hook holds no <button> to check the stock with');
  });
});
