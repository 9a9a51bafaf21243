// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productVariants, setProductVariant } from '../../shared/state/product-variant';
import { chosenVariant } from '../../test-support/fake-options-shop';
import { renderIsland } from '../../test-support/test-context';
import * as productName from './ProductName';

const mount = (markup = '<h1 class="product-title" id="product-name" data-island="product-name" data-product-id="1">Kurtka zimowa</h1>') => {
  document.body.innerHTML = markup;
  const hook = document.querySelector<HTMLElement>('[data-island]')!;
  const text = hook.firstChild;
  return { hook, text, ...renderIsland(productName, hook, { productId: 1 }) };
};

afterEach(() => act(() => void (productVariants.value = new Map())));

describe('product-name island', () => {
  it("keeps the server's name, the same text node, until a variant is chosen, then shows the variant's in it", async () => {
    const { hook, text } = mount();
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Kurtka zimowa');
    expect(hook.firstChild).toBe(text);
    await act(async () => setProductVariant(1, chosenVariant({ ProductName: 'Kurtka zimowa M' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Kurtka zimowa M');
    expect(hook.firstChild).toBe(text);
    expect(hook.outerHTML).toBe('<h1 class="product-title" id="product-name" data-island="product-name" data-product-id="1">Kurtka zimowa M</h1>');
  });

  it('shows a variant answered before it woke, in the same text node', () => {
    setProductVariant(1, chosenVariant({ ProductName: 'Kurtka zimowa L' }));
    const { hook, text } = mount();
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Kurtka zimowa L');
    expect(hook.firstChild).toBe(text);
  });

  it("follows its own product's variant only", async () => {
    mount();
    await act(async () => setProductVariant(2, chosenVariant({ ProductName: 'Namiot' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Kurtka zimowa');
  });

  it('read() refuses a hook with markup inside, which the island would own', () => {
    const hook = document.createElement('h1');
    hook.innerHTML = 'Kurtka <small>nowość</small>';
    expect(() => productName.read(hook)).toThrow('the hook must hold only the name, as text');
  });
});
