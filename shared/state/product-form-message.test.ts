import { effect } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { formMessageOf, productFormMessages, sayOnProductForm } from './product-form-message';
import { productVariants, setProductVariant, type ProductVariant } from './product-variant';

const chosen = (optionId: number): ProductVariant => ({ optionId, status: 'confirmed', cartEnabled: true, images: null });

afterEach(() => {
  productFormMessages.value = new Map();
  productVariants.value = new Map();
});

describe("the product form's one message", () => {
  it('is nobody\'s until something is said: the server\'s own message stands', () => {
    expect(formMessageOf(5, 'cart')).toBeNull();
    expect(formMessageOf(5, 'options')).toBeNull();
  });

  it('is the latest said, whoever said it: the other shows nothing', () => {
    setProductVariant(5, chosen(10017));
    sayOnProductForm(5, 'options', 'Nie udało się wczytać wybranego wariantu.');
    sayOnProductForm(5, 'cart', 'Nie udało się dodać produktu do koszyka.');
    expect([formMessageOf(5, 'cart'), formMessageOf(5, 'options')]).toEqual(['Nie udało się dodać produktu do koszyka.', '']);
    sayOnProductForm(5, 'cart', '');
    expect([formMessageOf(5, 'cart'), formMessageOf(5, 'options')]).toEqual(['', '']);
  });

  it('goes stale with a new choice and stays so, whatever variant comes back; other products keep theirs', () => {
    const black = chosen(10017);
    setProductVariant(5, black);
    sayOnProductForm(5, 'cart', 'Proszę wybrać opcję produktu');
    sayOnProductForm(3, 'cart', 'Nie udało się dodać produktu do koszyka.');
    setProductVariant(5, { ...black, status: 'pending' });
    expect(formMessageOf(5, 'cart')).toBe('');
    // A failed choice puts the same variant back: the message said about it shows again, unless a newer one replaced it.
    setProductVariant(5, black);
    expect(formMessageOf(5, 'cart')).toBe('Proszę wybrać opcję produktu');
    expect(formMessageOf(3, 'cart')).toBe('Nie udało się dodać produktu do koszyka.');
  });

  it('is read through signals, so a component reading it follows each change', () => {
    const seen: (string | null)[] = [];
    const stop = effect(() => void seen.push(formMessageOf(5, 'options')));
    sayOnProductForm(5, 'options', 'Nie udało się wczytać wybranego wariantu.');
    setProductVariant(5, chosen(10018));
    stop();
    expect(seen).toEqual([null, 'Nie udało się wczytać wybranego wariantu.', '']);
  });
});
