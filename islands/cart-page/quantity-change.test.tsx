// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { cartPage, startingCart } from '../../test-support/fake-cart-server';
import { renderIsland } from '../../test-support/test-context';
import * as quantity from '../quantity/Quantity';

/**
 * Why the cart hears a quantity's `change` at the hook (use-cart-forms.ts) and not through React's
 * `onChange`: the field is the quantity island's, in a root of its own inside a leaf of the cart's
 * tree. The cart's root takes the event as coming from the nearest element it holds, the form, and
 * React makes a change event only for a field, so a handler on the form, even one React renders, never runs.
 */
describe("a quantity field's change", () => {
  it("never reaches React's onChange on the cart form around it; a listener on the hook hears it", async () => {
    document.body.innerHTML = cartPage(startingCart());
    const hook = document.getElementById('cart')!;
    const form = hook.querySelector<HTMLFormElement>('form[data-cart-command="amount"]')!;
    const search = hook.querySelector<HTMLInputElement>('#delivery-filter')!;
    const reactChange = vi.fn();
    const searchChange = vi.fn();
    const hookChange = vi.fn();
    const nodes = [...hook.childNodes];
    const formNodes = [...form.childNodes];
    // The cart's shape: the form rendered by React, the quantity box inside it an opaque leaf.
    // The search field, the cart root's own element, shows React's onChange works in this setup.
    const owned = new Map<Element, ReactNode>([
      [form, <Adopt node={form} onChange={reactChange}>{adoptNodes(formNodes)}</Adopt>],
      [search, <Adopt node={search} onChange={searchChange} />],
    ]);
    const island = { default: () => adoptNodes(nodes, owned) };
    renderIsland(island, hook, {});
    renderIsland(quantity, form.querySelector<HTMLElement>('[data-island="quantity"]')!, { min: 1, max: 999 });
    hook.addEventListener('change', hookChange);

    const field = screen.getByRole('spinbutton', { name: 'Ilość: Namiot Żubr' });
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość: Namiot Żubr' }));

    expect(hookChange).toHaveBeenCalledTimes(2);
    expect(reactChange).not.toHaveBeenCalled();
    await userEvent.type(search, 'a');
    expect(searchChange).toHaveBeenCalled();
  });
});
